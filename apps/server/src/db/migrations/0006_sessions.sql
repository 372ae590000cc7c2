ALTER TABLE "users" DROP CONSTRAINT "users_state_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_sessions_revoked_idx" ON "users" USING btree ("sessions_revoked_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_check" CHECK ("users"."state" in ('ACTIVE', 'SUSPENDED', 'LEFT'));