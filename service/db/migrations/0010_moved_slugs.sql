-- Old addresses of categories and blog posts whose slug an editor changed: each answers 301 to where its record is now.
CREATE TABLE "moved_slugs" (
	"section" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"blog_post_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moved_slugs_section_slug_pk" PRIMARY KEY("section","slug")
);
--> statement-breakpoint
ALTER TABLE "moved_slugs" ADD CONSTRAINT "moved_slugs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moved_slugs" ADD CONSTRAINT "moved_slugs_blog_post_id_blog_posts_id_fk" FOREIGN KEY ("blog_post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;