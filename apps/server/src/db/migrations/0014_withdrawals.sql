CREATE TABLE "console_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"by_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"row_count" integer NOT NULL,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_exports" ADD CONSTRAINT "console_exports_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_exports_created_idx" ON "console_exports" USING btree ("created_at");--> statement-breakpoint
-- Who downloaded personal data stays on record: no route may rewrite or remove it.
CREATE FUNCTION "console_exports_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_exports is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "console_exports_append_only" BEFORE UPDATE OR DELETE ON "console_exports"
  FOR EACH ROW EXECUTE FUNCTION "console_exports_append_only"();
