CREATE TABLE "sales_week_products" (
	"week" date NOT NULL,
	"product_key" text NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"orders" integer NOT NULL,
	"quantity" integer NOT NULL,
	"gross" bigint NOT NULL,
	"coupon" bigint NOT NULL,
	"points" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	CONSTRAINT "sales_week_products_week_product_key_pk" PRIMARY KEY("week","product_key")
);
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchases_claim_waiting_idx" ON "purchases" USING btree ("claim_status") WHERE "purchases"."claim_status" in ('CANCEL_REQUESTED', 'EXCHANGE_REQUESTED', 'RETURN_REQUESTED');--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
-- ---- custom SQL (keep when regenerating) ----
-- 1. A changed day forgets its ISO week's products too: sales_week_products (modules/statistics/rollup.ts)
-- is summed from the days of a week like sales_month_products from a month's; migration 0018's
-- triggers call this function for every day whose sales change after it was rolled up.
CREATE OR REPLACE FUNCTION "sales_forget_day"(d date) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "sales_days" WHERE "day" = d;
  DELETE FROM "sales_day_products" WHERE "day" = d;
  DELETE FROM "sales_month_products" WHERE "month" = date_trunc('month', d)::date;
  DELETE FROM "sales_week_products" WHERE "week" = date_trunc('week', d)::date;
$$;
--> statement-breakpoint
-- 2. The console's member search by name (modules/users/console-service.ts, db/like.ts): the pairs of
-- adjacent characters of the lower-cased name. `name ILIKE '%민서%'` implies that lower(name) holds
-- every pair of lower('민서') (PostgreSQL lowers both sides of ILIKE in UTF-8), so
-- `text_pairs(name) @> text_pairs('민서')` narrows by this index what the ILIKE then confirms; trigrams
-- (pg_trgm) cannot serve the two-syllable terms a Korean given name is.
CREATE FUNCTION "text_pairs"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(substr(lower(t), i, 2)), '{}') FROM generate_series(1, char_length(t) - 1) i
$$;
--> statement-breakpoint
CREATE INDEX "users_name_pairs_idx" ON "users" USING gin ("text_pairs"("name"));
