CREATE TABLE "sales_day_products" (
	"day" date NOT NULL,
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
	CONSTRAINT "sales_day_products_day_product_key_pk" PRIMARY KEY("day","product_key")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"quantity" integer NOT NULL,
	"gross" bigint NOT NULL,
	"coupon" bigint NOT NULL,
	"points" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	CONSTRAINT "sales_days_counts" CHECK ("sales_days"."orders" >= 0 and "sales_days"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_month_products" (
	"month" date NOT NULL,
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
	CONSTRAINT "sales_month_products_month_product_key_pk" PRIMARY KEY("month","product_key")
);
--> statement-breakpoint
CREATE INDEX "refunds_done_idx" ON "refunds" USING btree ("done_at") WHERE "refunds"."status" = 'DONE';--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;
--> statement-breakpoint
-- ---- custom SQL (keep when regenerating): the roll-up forgets a day whose sales changed ----
-- sales_days, sales_day_products and sales_month_products hold Seoul days (and months) that have ended (modules/statistics/rollup.ts).
-- When an order, purchase or refund of such a day is written afterwards (a late deposit notice,
-- a back-dated import), the day's rows are deleted here, in the writer's transaction, and the next
-- statistics read computes the day again. For today's writes the delete finds nothing.
CREATE FUNCTION "sales_forget_day"(d date) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "sales_days" WHERE "day" = d;
  DELETE FROM "sales_day_products" WHERE "day" = d;
  DELETE FROM "sales_month_products" WHERE "month" = date_trunc('month', d)::date;
$$;
--> statement-breakpoint
CREATE FUNCTION "sales_forget_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."paid_at" IS NOT NULL THEN
    PERFORM "sales_forget_day"((OLD."paid_at" AT TIME ZONE 'Asia/Seoul')::date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."paid_at" IS NOT NULL THEN
    PERFORM "sales_forget_day"((NEW."paid_at" AT TIME ZONE 'Asia/Seoul')::date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_inserted" AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW."paid_at" IS NOT NULL) EXECUTE FUNCTION "sales_forget_order"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_changed" AFTER UPDATE OF "paid_at", "shipping_fee", "remote_fee" ON "orders"
  FOR EACH ROW WHEN (OLD."paid_at" IS DISTINCT FROM NEW."paid_at"
    OR OLD."shipping_fee" IS DISTINCT FROM NEW."shipping_fee" OR OLD."remote_fee" IS DISTINCT FROM NEW."remote_fee")
  EXECUTE FUNCTION "sales_forget_order"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_deleted" AFTER DELETE ON "orders"
  FOR EACH ROW WHEN (OLD."paid_at" IS NOT NULL) EXECUTE FUNCTION "sales_forget_order"();
--> statement-breakpoint
-- Purchases: checkout inserts them before the order is paid (nothing to forget); a statement-level
-- trigger costs one join per insert statement, not one call per row.
CREATE FUNCTION "sales_forget_purchases"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sales_forget_day"(d) FROM (
    SELECT DISTINCT (o."paid_at" AT TIME ZONE 'Asia/Seoul')::date AS d
    FROM "changed_purchases" p JOIN "orders" o ON o."id" = p."order_id"
    WHERE o."paid_at" IS NOT NULL
  ) days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchases_sales_inserted" AFTER INSERT ON "purchases"
  REFERENCING NEW TABLE AS "changed_purchases" FOR EACH STATEMENT EXECUTE FUNCTION "sales_forget_purchases"();
--> statement-breakpoint
CREATE TRIGGER "purchases_sales_deleted" AFTER DELETE ON "purchases"
  REFERENCING OLD TABLE AS "changed_purchases" FOR EACH STATEMENT EXECUTE FUNCTION "sales_forget_purchases"();
--> statement-breakpoint
CREATE FUNCTION "sales_forget_purchase"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sales_forget_day"((o."paid_at" AT TIME ZONE 'Asia/Seoul')::date)
    FROM "orders" o WHERE o."id" IN (OLD."order_id", NEW."order_id") AND o."paid_at" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchases_sales_changed" AFTER UPDATE OF "order_id", "product_id", "product_name", "quantity", "amount", "coupon_share", "points_share" ON "purchases"
  FOR EACH ROW WHEN (OLD."order_id" IS DISTINCT FROM NEW."order_id" OR OLD."product_id" IS DISTINCT FROM NEW."product_id"
    OR OLD."product_name" IS DISTINCT FROM NEW."product_name" OR OLD."quantity" IS DISTINCT FROM NEW."quantity"
    OR OLD."amount" IS DISTINCT FROM NEW."amount" OR OLD."coupon_share" IS DISTINCT FROM NEW."coupon_share"
    OR OLD."points_share" IS DISTINCT FROM NEW."points_share")
  EXECUTE FUNCTION "sales_forget_purchase"();
--> statement-breakpoint
CREATE FUNCTION "sales_forget_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."done_at" IS NOT NULL THEN
    PERFORM "sales_forget_day"((OLD."done_at" AT TIME ZONE 'Asia/Seoul')::date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."done_at" IS NOT NULL THEN
    PERFORM "sales_forget_day"((NEW."done_at" AT TIME ZONE 'Asia/Seoul')::date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "refunds_sales_inserted" AFTER INSERT ON "refunds"
  FOR EACH ROW WHEN (NEW."done_at" IS NOT NULL) EXECUTE FUNCTION "sales_forget_refund"();
--> statement-breakpoint
CREATE TRIGGER "refunds_sales_changed" AFTER UPDATE OF "done_at", "status", "amount", "purchase_ids" ON "refunds"
  FOR EACH ROW WHEN (OLD."done_at" IS DISTINCT FROM NEW."done_at" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."amount" IS DISTINCT FROM NEW."amount" OR OLD."purchase_ids" IS DISTINCT FROM NEW."purchase_ids")
  EXECUTE FUNCTION "sales_forget_refund"();
--> statement-breakpoint
CREATE TRIGGER "refunds_sales_deleted" AFTER DELETE ON "refunds"
  FOR EACH ROW WHEN (OLD."done_at" IS NOT NULL) EXECUTE FUNCTION "sales_forget_refund"();
