CREATE TABLE "message_templates" (
	"event" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"text" text NOT NULL,
	"provider_template_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" uuid,
	"recipient" text NOT NULL,
	"channel" text NOT NULL,
	"provider_template_id" text,
	"variables" jsonb NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"provider_message_id" text,
	"provider_group_id" text,
	"status_code" text,
	"error" text,
	"replaced_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"final_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "messages_recipient_digits" CHECK ("messages"."recipient" ~ '^[0-9]+$')
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."state" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "messages_sending_idx" ON "messages" USING btree ("lease_until") WHERE "messages"."state" = 'SENDING';--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "messages_provider_id_idx" ON "messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient");