CREATE TABLE "band_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"is_outer_link" boolean DEFAULT false NOT NULL,
	"background_color" text DEFAULT '#1e3a5f' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"has_period" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "band_banners_period_check" CHECK (not "band_banners"."has_period" or ("band_banners"."started_at" is not null and "band_banners"."ended_at" is not null and "band_banners"."started_at" < "band_banners"."ended_at"))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"has_period" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_code_unique" UNIQUE("code"),
	CONSTRAINT "banners_period_check" CHECK (not "banners"."has_period" or ("banners"."started_at" is not null and "banners"."ended_at" is not null and "banners"."started_at" < "banners"."ended_at"))
);
--> statement-breakpoint
CREATE TABLE "center_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "center_pages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "displays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"product_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "displays_code_product_unique" UNIQUE("code","product_id"),
	CONSTRAINT "displays_code_check" CHECK ("displays"."code" in ('section1', 'section2'))
);
--> statement-breakpoint
CREATE TABLE "exhibition_products" (
	"exhibition_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exhibition_products_exhibition_id_product_id_pk" PRIMARY KEY("exhibition_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"thumb" text,
	"banner" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"has_period" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitions_period_check" CHECK (not "exhibitions"."has_period" or ("exhibitions"."started_at" is not null and "exhibitions"."ended_at" is not null and "exhibitions"."started_at" < "exhibitions"."ended_at")),
	CONSTRAINT "exhibitions_kind_check" CHECK ("exhibitions"."kind" in ('BARGAIN_SALES', 'PLANNED_SALES', 'POP_UP_EVENTS'))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_category_check" CHECK ("faqs"."category" in ('ORDER', 'DELIVERY', 'CLAIM', 'INSTALLATION', 'MEMBER', 'REWARD'))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kinds" text[] NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"user_id" uuid,
	"state" text DEFAULT 'RECEIVED' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"handled_by_id" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_state_check" CHECK ("inquiries"."state" in ('RECEIVED', 'IN_PROGRESS', 'DONE', 'CANCELED')),
	CONSTRAINT "inquiries_contact_digits" CHECK ("inquiries"."contact" ~ '^[0-9]{10,11}$'),
	CONSTRAINT "inquiries_kinds_check" CHECK (cardinality("inquiries"."kinds") >= 1)
);
--> statement-breakpoint
CREATE TABLE "inquiry_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"memo" text,
	"by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"is_outer_link" boolean DEFAULT false NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"left_px" integer NOT NULL,
	"top_px" integer NOT NULL,
	"width_px" integer NOT NULL,
	"height_px" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"has_period" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_period_check" CHECK (not "popups"."has_period" or ("popups"."started_at" is not null and "popups"."ended_at" is not null and "popups"."started_at" < "popups"."ended_at")),
	CONSTRAINT "popups_box_check" CHECK ("popups"."left_px" >= 0 and "popups"."top_px" >= 0 and "popups"."width_px" > 0 and "popups"."height_px" > 0)
);
--> statement-breakpoint
CREATE TABLE "showrooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_pages" ADD CONSTRAINT "center_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_products" ADD CONSTRAINT "exhibition_products_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_products" ADD CONSTRAINT "exhibition_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_histories" ADD CONSTRAINT "inquiry_histories_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_histories" ADD CONSTRAINT "inquiry_histories_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "displays_code_idx" ON "displays" USING btree ("code","sort_order");--> statement-breakpoint
CREATE INDEX "exhibition_products_product_idx" ON "exhibition_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "inquiries_state_idx" ON "inquiries" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_histories_inquiry_idx" ON "inquiry_histories" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_list_idx" ON "notifications" USING btree ("is_pinned","created_at");