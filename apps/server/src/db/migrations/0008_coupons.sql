CREATE TABLE "coupon_categories" (
	"coupon_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "coupon_categories_coupon_id_category_id_pk" PRIMARY KEY("coupon_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" uuid,
	"by_id" uuid,
	CONSTRAINT "coupon_issues_once" UNIQUE("coupon_id","user_id"),
	CONSTRAINT "coupon_issues_expiry" CHECK ("coupon_issues"."expires_at" > "coupon_issues"."issued_at"),
	CONSTRAINT "coupon_issues_order_used" CHECK ("coupon_issues"."order_id" is null or "coupon_issues"."used_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "coupon_products" (
	"coupon_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "coupon_products_coupon_id_product_id_pk" PRIMARY KEY("coupon_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'ALL' NOT NULL,
	"validity" text NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"valid_days" integer,
	"issue_mode" text DEFAULT 'MANUAL' NOT NULL,
	"issue_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('AMOUNT', 'RATE')),
	CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" in ('ALL', 'CATEGORY', 'PRODUCT')),
	CONSTRAINT "coupons_issue_mode" CHECK ("coupons"."issue_mode" in ('MANUAL', 'JOIN')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" >= 1 and ("coupons"."kind" <> 'RATE' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_max_discount" CHECK ("coupons"."max_discount" is null or "coupons"."max_discount" >= 1),
	CONSTRAINT "coupons_min_order_amount" CHECK ("coupons"."min_order_amount" >= 0),
	CONSTRAINT "coupons_issue_limit" CHECK ("coupons"."issue_limit" is null or "coupons"."issue_limit" >= 1),
	CONSTRAINT "coupons_validity" CHECK (("coupons"."validity" = 'PERIOD' and "coupons"."start_at" is not null and "coupons"."end_at" > "coupons"."start_at" and "coupons"."valid_days" is null)
        or ("coupons"."validity" = 'DAYS' and "coupons"."valid_days" between 1 and 3650 and "coupons"."start_at" is null and "coupons"."end_at" is null))
);
--> statement-breakpoint
ALTER TABLE "coupon_categories" ADD CONSTRAINT "coupon_categories_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_categories" ADD CONSTRAINT "coupon_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_issues_user_idx" ON "coupon_issues" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at");