-- Opening hours (issue 41): a row per weekly interval, a row per dated exception, and on each business its time
-- zone, whether its hours are known (unknown is not closed) and when they were last confirmed. docs/decisions/0009.
CREATE TABLE "business_hours" (
	"business_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_minute" smallint NOT NULL,
	"closes_minute" smallint NOT NULL,
	CONSTRAINT "business_hours_business_id_weekday_opens_minute_pk" PRIMARY KEY("business_id","weekday","opens_minute"),
	CONSTRAINT "business_hours_weekday_check" CHECK ("business_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "business_hours_minutes_check" CHECK ("business_hours"."opens_minute" BETWEEN 0 AND 1439 AND "business_hours"."closes_minute" BETWEEN 0 AND 1440
        AND "business_hours"."opens_minute" <> "business_hours"."closes_minute"
        AND ("business_hours"."closes_minute" < 1440 OR "business_hours"."opens_minute" = 0))
);
--> statement-breakpoint
CREATE TABLE "business_hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "business_hours_exceptions_dates_check" CHECK ("business_hours_exceptions"."ends_on" >= "business_hours_exceptions"."starts_on"),
	CONSTRAINT "business_hours_exceptions_kind_check" CHECK ("business_hours_exceptions"."kind" IN ('holiday', 'seasonal', 'temporary', 'special'))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "hours_known" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "hours_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours_exceptions" ADD CONSTRAINT "business_hours_exceptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_hours_exceptions_business_idx" ON "business_hours_exceptions" USING btree ("business_id","starts_on");