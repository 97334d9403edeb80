CREATE TABLE "site_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"stage" text,
	"pages_total" integer,
	"pages_rendered" integer,
	"release_id" text,
	"message" text,
	"log_tail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_builds_queued_at_idx" ON "site_builds" USING btree ("queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_builds_one_queued_idx" ON "site_builds" USING btree ("status") WHERE status = 'queued';