CREATE TABLE "content_translations" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"language" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"source_hash" text NOT NULL,
	"translated_by" integer,
	"translated_by_name" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entity_entity_id_language_field_pk" PRIMARY KEY("entity","entity_id","language","field"),
	CONSTRAINT "content_translations_entity_check" CHECK ("content_translations"."entity" IN ('business', 'category', 'blog_post', 'home_content')),
	CONSTRAINT "content_translations_language_check" CHECK ("content_translations"."language" IN ('hi', 'he'))
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_translated_by_admins_id_fk" FOREIGN KEY ("translated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_translations_language_idx" ON "content_translations" USING btree ("language","entity");