ALTER TABLE "orders" DROP CONSTRAINT "orders_points_within_products";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_non_negative";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_total";--> statement-breakpoint
ALTER TABLE "coupon_issues" DROP CONSTRAINT "coupon_issues_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_issue_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_name" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "points_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_issue_id_coupon_issues_id_fk" FOREIGN KEY ("coupon_issue_id") REFERENCES "public"."coupon_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discounts_within_products" CHECK ("orders"."coupon_discount" + "orders"."points_used" <= "orders"."product_amount");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_named" CHECK (("orders"."coupon_issue_id" is null or "orders"."coupon_name" is not null) and ("orders"."coupon_discount" = 0 or "orders"."coupon_name" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."product_amount" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."remote_fee" >= 0 and "orders"."coupon_discount" >= 0 and "orders"."points_used" >= 0 and "orders"."paid_amount" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_total" CHECK ("orders"."paid_amount" = "orders"."product_amount" + "orders"."shipping_fee" + "orders"."remote_fee" - "orders"."coupon_discount" - "orders"."points_used");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_discount_shares" CHECK ("purchases"."coupon_share" >= 0 and "purchases"."points_share" >= 0 and "purchases"."coupon_share" + "purchases"."points_share" <= "purchases"."amount");