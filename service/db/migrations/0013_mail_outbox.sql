CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb,
	"cause_type" text NOT NULL,
	"cause_id" integer,
	"business_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"last_response_code" integer,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"summary_id" integer,
	"resent_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" IN ('inquiry-to-business', 'inquiry-summary', 'inquiry-confirmation', 'listing-awaiting-approval', 'reviews-held', 'build-failed')),
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('queued', 'sent', 'failed', 'suppressed', 'held', 'summarised')),
	CONSTRAINT "mail_outbox_cause_type_check" CHECK ("mail_outbox"."cause_type" IN ('inquiry', 'business', 'review', 'build'))
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"scope" text NOT NULL,
	"reason" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_scope_check" CHECK ("mail_suppressions"."scope" IN ('all', 'inquiries', 'editor-notifications'))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_business_created_idx" ON "mail_outbox" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_cause_idx" ON "mail_outbox" USING btree ("cause_type","cause_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_created_idx" ON "mail_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_suppressions_address_scope_idx" ON "mail_suppressions" USING btree ("address","scope");