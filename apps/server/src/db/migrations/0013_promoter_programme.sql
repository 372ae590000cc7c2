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
CREATE TABLE "bank_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"send_amount" integer DEFAULT 1 NOT NULL,
	"code_hash" text NOT NULL,
	"provider_reference" text,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"succeeded_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_verifications_attempts" CHECK ("bank_verifications"."attempt_count" between 0 and 5),
	CONSTRAINT "bank_verifications_account_digits" CHECK ("bank_verifications"."account_number" ~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "bonus_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"purchase_id" uuid,
	"reason" text,
	"by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_ledger_once" UNIQUE("type","source","reference"),
	CONSTRAINT "bonus_ledger_nonzero" CHECK ("bonus_ledger"."amount" <> 0),
	CONSTRAINT "bonus_ledger_type_check" CHECK ("bonus_ledger"."type" in ('BONUS__GOODS', 'BONUS__GRADE', 'BONUS__SALES', 'BONUS__ADMIN', 'BONUS__DEBIT'))
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"criterion" text NOT NULL,
	"threshold" bigint NOT NULL,
	"point_rate_bp" integer NOT NULL,
	"bonus_rate_bp" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grades_code_from" UNIQUE("code","effective_from"),
	CONSTRAINT "grades_criterion_check" CHECK ("grades"."criterion" in ('SCORE__ACCUMULATED', 'PURCHASE_AMOUNT__MONTH')),
	CONSTRAINT "grades_rates" CHECK ("grades"."threshold" >= 0 and "grades"."point_rate_bp" between 0 and 10000 and "grades"."bonus_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"threshold" bigint NOT NULL,
	"amount" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "levels_code_from" UNIQUE("code","effective_from"),
	CONSTRAINT "levels_amounts" CHECK ("levels"."threshold" >= 0 and "levels"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'AWAITING' NOT NULL,
	"term_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certification_id" uuid NOT NULL,
	"verification_id" uuid NOT NULL,
	"certified_name" text NOT NULL,
	"certified_phone" text NOT NULL,
	"certified_birth_day" text NOT NULL,
	"rrn_cipher" text NOT NULL,
	"rrn_masked" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_requests_status_check" CHECK ("member_requests"."status" in ('AWAITING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "member_requests_decided" CHECK ("member_requests"."status" = 'AWAITING' or "member_requests"."decided_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "promoter_bank_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"rate_bp" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_changes_kind_check" CHECK ("rate_changes"."kind" in ('PRODUCT_BONUS_RATE', 'LEGAL_CAP')),
	CONSTRAINT "rate_changes_product" CHECK (("rate_changes"."kind" = 'PRODUCT_BONUS_RATE') = ("rate_changes"."product_id" is not null)),
	CONSTRAINT "rate_changes_rate" CHECK ("rate_changes"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "score_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"purchase_id" uuid,
	"reason" text,
	"by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_ledger_once" UNIQUE("source","reference","user_id"),
	CONSTRAINT "score_ledger_nonzero" CHECK ("score_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "score_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"paid" bigint NOT NULL,
	"promotees_paid" bigint NOT NULL,
	"grade_code" text,
	"grade_bonus_rate_bp" integer DEFAULT 0 NOT NULL,
	"level_code" text,
	"goods" bigint NOT NULL,
	"grade" bigint NOT NULL,
	"sales" bigint NOT NULL,
	"grade_scaled" bigint NOT NULL,
	"sales_scaled" bigint NOT NULL,
	CONSTRAINT "settlement_lines_once" UNIQUE("settlement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'AWAITING' NOT NULL,
	"month_sales" bigint NOT NULL,
	"goods" bigint NOT NULL,
	"grade" bigint NOT NULL,
	"sales" bigint NOT NULL,
	"grade_scaled" bigint NOT NULL,
	"sales_scaled" bigint NOT NULL,
	"cap" bigint NOT NULL,
	"cap_bp" integer NOT NULL,
	"numerator" bigint NOT NULL,
	"denominator" bigint NOT NULL,
	"factor_bp" integer NOT NULL,
	"cap_reached" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_month_unique" UNIQUE("month"),
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('AWAITING', 'APPROVED')),
	CONSTRAINT "settlements_month" CHECK ("settlements"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "settlements_scaled" CHECK ("settlements"."grade_scaled" <= "settlements"."grade" and "settlements"."sales_scaled" <= "settlements"."sales")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"income_tax" integer NOT NULL,
	"local_tax" integer NOT NULL,
	"transfer_fee" integer NOT NULL,
	"charge" integer NOT NULL,
	"net" integer NOT NULL,
	"remain" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"certification_id" uuid NOT NULL,
	"status" text DEFAULT 'AWAITING' NOT NULL,
	"reason" text,
	"paid_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('AWAITING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."income_tax" >= 0 and "withdrawals"."local_tax" >= 0 and "withdrawals"."transfer_fee" >= 0 and "withdrawals"."charge" = "withdrawals"."income_tax" + "withdrawals"."local_tax" + "withdrawals"."transfer_fee" and "withdrawals"."net" = "withdrawals"."amount" - "withdrawals"."charge" and "withdrawals"."net" >= 0),
	CONSTRAINT "withdrawals_paid" CHECK ("withdrawals"."status" <> 'APPROVED' or "withdrawals"."paid_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "certifications" DROP CONSTRAINT "certifications_purpose_check";--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "bonus_rate_bp" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "sponsor_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grade_code" text DEFAULT 'NORMAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grade_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "console_exports" ADD CONSTRAINT "console_exports_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_verifications" ADD CONSTRAINT "bank_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_balances" ADD CONSTRAINT "bonus_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_requests" ADD CONSTRAINT "member_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_requests" ADD CONSTRAINT "member_requests_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_requests" ADD CONSTRAINT "member_requests_verification_id_bank_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."bank_verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_requests" ADD CONSTRAINT "member_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_bank_accounts" ADD CONSTRAINT "promoter_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_bank_accounts" ADD CONSTRAINT "promoter_bank_accounts_verification_id_bank_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."bank_verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_ledger" ADD CONSTRAINT "score_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_ledger" ADD CONSTRAINT "score_ledger_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_totals" ADD CONSTRAINT "score_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_exports_created_idx" ON "console_exports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bank_verifications_user_idx" ON "bank_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_ledger_user_idx" ON "bonus_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_ledger_type_idx" ON "bonus_ledger" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "bonus_ledger_purchase_idx" ON "bonus_ledger" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "member_requests_user_idx" ON "member_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "member_requests_status_idx" ON "member_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_requests_one_awaiting" ON "member_requests" USING btree ("user_id","type") WHERE "member_requests"."status" = 'AWAITING';--> statement-breakpoint
CREATE UNIQUE INDEX "member_requests_certification_once" ON "member_requests" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "rate_changes_due_idx" ON "rate_changes" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "rate_changes_product_idx" ON "rate_changes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "score_ledger_user_idx" ON "score_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "settlement_lines_user_idx" ON "settlement_lines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_awaiting" ON "withdrawals" USING btree ("user_id") WHERE "withdrawals"."status" = 'AWAITING';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_certification_once" ON "withdrawals" USING btree ("certification_id");--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_completed_idx" ON "purchases" USING btree ("confirmed_at") WHERE "purchases"."purchase_status" = 'PURCHASE_COMPLETE';--> statement-breakpoint
CREATE INDEX "purchases_sponsor_idx" ON "purchases" USING btree ("sponsor_id","confirmed_at");--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_member_purposes" CHECK ("certifications"."purpose" in ('FIND_ID', 'FIND_PASSWORD') or "certifications"."user_id" is not null);--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_purpose_check" CHECK ("certifications"."purpose" in ('FIND_ID', 'FIND_PASSWORD', 'PROMOTER_APPLICATION', 'WITHDRAWAL', 'BANK_CHANGE'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_bonus_rate" CHECK ("purchases"."bonus_rate_bp" between 0 and 10000);--> statement-breakpoint
-- One function keeps every ledger's per-member figures (docs/decisions/0039, 0045): each statement that
-- writes a ledger adds its rows to the members' kept sum and count in the table named by the trigger
-- (TG_ARGV[0], sum column TG_ARGV[1]); members' rows are taken in id order, so no two statements deadlock.
CREATE FUNCTION "ledger_totals_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO %1$I AS b ("user_id", %2$I, "entries")
      SELECT "user_id", sum("amount"), count(*) FROM "added" GROUP BY "user_id" ORDER BY "user_id"
      ON CONFLICT ("user_id") DO UPDATE
        SET %2$I = b.%2$I + excluded.%2$I, "entries" = b."entries" + excluded."entries"', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('UPDATE %1$I b SET %2$I = b.%2$I - r."amount", "entries" = b."entries" - r."entries"
      FROM (SELECT "user_id", sum("amount") AS "amount", count(*) AS "entries" FROM "removed"
            GROUP BY "user_id" ORDER BY "user_id") r
      WHERE b."user_id" = r."user_id"', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "point_ledger_inserted" ON "point_ledger";
--> statement-breakpoint
DROP TRIGGER "point_ledger_updated" ON "point_ledger";
--> statement-breakpoint
DROP TRIGGER "point_ledger_deleted" ON "point_ledger";
--> statement-breakpoint
DROP FUNCTION "point_balances_keep"();
--> statement-breakpoint
CREATE TRIGGER "point_ledger_inserted" AFTER INSERT ON "point_ledger" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('point_balances', 'balance');
--> statement-breakpoint
CREATE TRIGGER "point_ledger_updated" AFTER UPDATE ON "point_ledger" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('point_balances', 'balance');
--> statement-breakpoint
CREATE TRIGGER "point_ledger_deleted" AFTER DELETE ON "point_ledger" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('point_balances', 'balance');
--> statement-breakpoint
CREATE TRIGGER "bonus_ledger_inserted" AFTER INSERT ON "bonus_ledger" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('bonus_balances', 'balance');
--> statement-breakpoint
CREATE TRIGGER "bonus_ledger_updated" AFTER UPDATE ON "bonus_ledger" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('bonus_balances', 'balance');
--> statement-breakpoint
CREATE TRIGGER "bonus_ledger_deleted" AFTER DELETE ON "bonus_ledger" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('bonus_balances', 'balance');
--> statement-breakpoint
CREATE TRIGGER "score_ledger_inserted" AFTER INSERT ON "score_ledger" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('score_totals', 'total');
--> statement-breakpoint
CREATE TRIGGER "score_ledger_updated" AFTER UPDATE ON "score_ledger" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('score_totals', 'total');
--> statement-breakpoint
CREATE TRIGGER "score_ledger_deleted" AFTER DELETE ON "score_ledger" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_keep"('score_totals', 'total');

--> statement-breakpoint
-- The default ladder and sales tiers (DOMAIN.md "Grades", "BONUS__SALES"), in effect from the start.
INSERT INTO "grades" ("code", "name", "rank", "criterion", "threshold", "point_rate_bp", "bonus_rate_bp", "effective_from") VALUES
  ('NORMAL', '일반', 0, 'SCORE__ACCUMULATED', 0, 100, 0, '2000-01-01T00:00:00+09:00'),
  ('SILVER', '실버', 1, 'SCORE__ACCUMULATED', 1000, 100, 100, '2000-01-01T00:00:00+09:00'),
  ('GOLD', '골드', 2, 'SCORE__ACCUMULATED', 5000, 200, 200, '2000-01-01T00:00:00+09:00'),
  ('DIAMOND', '다이아', 3, 'PURCHASE_AMOUNT__MONTH', 10000000, 200, 300, '2000-01-01T00:00:00+09:00');
--> statement-breakpoint
INSERT INTO "levels" ("code", "name", "threshold", "amount", "effective_from") VALUES
  ('BRONZE', '브론즈', 3000000, 30000, '2000-01-01T00:00:00+09:00'),
  ('SILVER', '실버', 10000000, 150000, '2000-01-01T00:00:00+09:00'),
  ('GOLD', '골드', 30000000, 600000, '2000-01-01T00:00:00+09:00');
--> statement-breakpoint
-- Purchases completed before this migration: their buyer's sponsor then is the sponsor now.
UPDATE "purchases" p SET "sponsor_id" = u."promoter_id" FROM "orders" o JOIN "users" u ON u."id" = o."user_id"
  WHERE p."order_id" = o."id" AND p."purchase_status" = 'PURCHASE_COMPLETE';
--> statement-breakpoint
UPDATE "purchases" p SET "bonus_rate_bp" = pr."bonus_rate_bp" FROM "products" pr WHERE pr."id" = p."product_id";
--> statement-breakpoint
-- Who downloaded personal data stays on record: no route may rewrite or remove it.
CREATE FUNCTION "console_exports_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_exports is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "console_exports_append_only" BEFORE UPDATE OR DELETE ON "console_exports"
  FOR EACH ROW EXECUTE FUNCTION "console_exports_append_only"();
