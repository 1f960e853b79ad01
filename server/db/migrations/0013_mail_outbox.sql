CREATE TABLE "mail_outbox" (
	"key" text PRIMARY KEY NOT NULL,
	"lane" text NOT NULL,
	"message" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_unqueued_idx" ON "mail_outbox" USING btree ("created_at") WHERE queued_at is null;