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
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replier_id_users_id_fk" FOREIGN KEY ("replier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","hidden","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_star_idx" ON "reviews" USING btree ("product_id","hidden","star","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");