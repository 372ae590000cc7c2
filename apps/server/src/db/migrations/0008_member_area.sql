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
CREATE TABLE "product_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text,
	"content" text NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answerer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_questions_subject_length" CHECK ("product_questions"."subject" is null or char_length("product_questions"."subject") between 1 and 100),
	CONSTRAINT "product_questions_content_length" CHECK (char_length("product_questions"."content") between 1 and 2000),
	CONSTRAINT "product_questions_answer_length" CHECK ("product_questions"."answer" is null or char_length("product_questions"."answer") between 1 and 2000),
	CONSTRAINT "product_questions_answered" CHECK (("product_questions"."answer" is null) = ("product_questions"."answered_at" is null) and ("product_questions"."answer" is null) = ("product_questions"."answerer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_images_place" UNIQUE("review_id","index"),
	CONSTRAINT "review_images_index" CHECK ("review_images"."index" between 0 and 4),
	CONSTRAINT "review_images_file_name" CHECK ("review_images"."file" ~ '^[^/]+$')
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"product_id" uuid,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"star" integer NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replier_id" uuid,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_purchase_once" UNIQUE("purchase_id"),
	CONSTRAINT "reviews_star" CHECK ("reviews"."star" between 1 and 5),
	CONSTRAINT "reviews_content_length" CHECK (char_length("reviews"."content") between 10 and 2000),
	CONSTRAINT "reviews_reply" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null) and ("reviews"."reply" is null) = ("reviews"."replier_id" is null)),
	CONSTRAINT "reviews_hidden_reason" CHECK ("reviews"."hidden" = ("reviews"."hidden_reason" is not null))
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
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_answerer_id_users_id_fk" FOREIGN KEY ("answerer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replier_id_users_id_fk" FOREIGN KEY ("replier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_issues_user_idx" ON "coupon_issues" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_questions_user_idx" ON "product_questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_questions_unanswered_idx" ON "product_questions" USING btree (("answered_at" is not null),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","hidden","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_star_idx" ON "reviews" USING btree ("product_id","hidden","star","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");