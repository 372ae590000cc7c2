CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"reg_cert_key" text NOT NULL,
	"name" text,
	"phone" text,
	"birth_day" text,
	"gender" text,
	"carrier" text,
	"ci_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"certified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_purpose_check" CHECK ("certifications"."purpose" in ('FIND_ID', 'FIND_PASSWORD')),
	CONSTRAINT "certifications_state_check" CHECK ("certifications"."state" in ('REQUESTED', 'CERTIFIED', 'USED')),
	CONSTRAINT "certifications_certified_has_person" CHECK ("certifications"."state" = 'REQUESTED' or ("certifications"."name" is not null and "certifications"."phone" is not null and "certifications"."ci_hash" is not null)),
	CONSTRAINT "certifications_used_has_time" CHECK ("certifications"."state" <> 'USED' or "certifications"."used_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "reserved_usernames" (
	"username_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ci_hash" text;--> statement-breakpoint
CREATE INDEX "certifications_expires_idx" ON "certifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_ci_hash_idx" ON "users" USING btree ("ci_hash");--> statement-breakpoint
-- ---- custom SQL (kcp-recovery-leaving, docs/decisions/0042): keep at the end when regenerating ----
-- A username kept reserved by a member who left cannot be taken again, whoever writes the row:
-- the trigger answers as the users' own unique key would (23505), so join() says 409.
CREATE FUNCTION users_username_not_reserved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM reserved_usernames
    WHERE username_hash = encode(sha256(convert_to(lower(NEW.username), 'UTF8')), 'hex')
  ) THEN
    RAISE EXCEPTION 'username % is reserved', NEW.username
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_username_not_reserved';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_username_not_reserved BEFORE INSERT OR UPDATE OF username ON users
  FOR EACH ROW EXECUTE FUNCTION users_username_not_reserved();
-- ---- end of custom SQL ----
