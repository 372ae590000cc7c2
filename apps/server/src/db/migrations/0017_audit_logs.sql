CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "audit_logs_operator_idx" ON "audit_logs" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_target_idx" ON "audit_logs" USING btree ("target_kind","target_id","created_at");
--> statement-breakpoint
-- ---- custom SQL (keep when regenerating): the audit log is append-only (DOMAIN.md Console "Audit log").
-- UPDATE is always refused; DELETE only of rows older than the retention, which is the shop setting's
-- audit.retentionYears (5 without it), the same reading as modules/audit/retention.ts. TRUNCATE
-- would skip the row triggers, so it is refused as well.
CREATE FUNCTION "audit_logs_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  years integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_logs rows cannot be changed' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'audit_logs cannot be truncated' USING ERRCODE = 'P0001';
  END IF;
  SELECT ("value" #>> '{audit,retentionYears}')::integer INTO years FROM "settings" WHERE "code" = 'shop';
  IF OLD."created_at" > now() - make_interval(years => coalesce(years, 5)) THEN
    RAISE EXCEPTION 'audit_logs rows inside the retention cannot be deleted' USING ERRCODE = 'P0001';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_logs_no_update" BEFORE UPDATE ON "audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "audit_logs_guard"();
--> statement-breakpoint
CREATE TRIGGER "audit_logs_no_young_delete" BEFORE DELETE ON "audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "audit_logs_guard"();
--> statement-breakpoint
CREATE TRIGGER "audit_logs_no_truncate" BEFORE TRUNCATE ON "audit_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_logs_guard"();
