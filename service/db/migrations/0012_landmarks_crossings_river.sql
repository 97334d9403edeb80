CREATE TABLE "crossings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"open_on_foot" boolean NOT NULL,
	"status_note" text NOT NULL,
	"status_date" date NOT NULL,
	"status_source" text NOT NULL,
	"left_latitude" double precision NOT NULL,
	"left_longitude" double precision NOT NULL,
	"right_latitude" double precision NOT NULL,
	"right_longitude" double precision NOT NULL,
	"coordinates_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crossings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "crossings_kind_check" CHECK ("crossings"."kind" IN ('bridge', 'ferry'))
);
--> statement-breakpoint
CREATE TABLE "landmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"bank" text,
	"crossing_id" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landmarks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "landmarks_kind_check" CHECK ("landmarks"."kind" IN ('bridge', 'ghat', 'ashram', 'temple', 'locality', 'transport', 'hospital', 'landmark')),
	CONSTRAINT "landmarks_bank_check" CHECK ("landmarks"."bank" IN ('left', 'right'))
);
--> statement-breakpoint
CREATE TABLE "river_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"points" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "river_courses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "landmarks" ADD CONSTRAINT "landmarks_crossing_id_crossings_id_fk" FOREIGN KEY ("crossing_id") REFERENCES "public"."crossings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_bank_check" CHECK ("businesses"."bank" IN ('left', 'right'));