CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"product_id" uuid NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_line" UNIQUE("user_id","type","product_id","option_values"),
	CONSTRAINT "carts_quantity" CHECK ("carts"."quantity" > 0),
	CONSTRAINT "carts_type" CHECK ("carts"."type" in ('cart', 'regular')),
	CONSTRAINT "carts_option_values" CHECK (jsonb_typeof("carts"."option_values") = 'array')
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_phone_digits" CHECK ("destinations"."phone" ~ '^[0-9]{10,11}$'),
	CONSTRAINT "destinations_postcode" CHECK ("destinations"."postcode" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "islands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"from_postcode" text NOT NULL,
	"to_postcode" text NOT NULL,
	"extra_fee" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "islands_postcodes" CHECK ("islands"."from_postcode" ~ '^[0-9]{5}$' and "islands"."to_postcode" ~ '^[0-9]{5}$' and "islands"."from_postcode" <= "islands"."to_postcode"),
	CONSTRAINT "islands_extra_fee" CHECK ("islands"."extra_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "carts_product_idx" ON "carts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "destinations_user_idx" ON "destinations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_one_default" ON "destinations" USING btree ("user_id") WHERE "destinations"."is_default";--> statement-breakpoint
CREATE INDEX "islands_range_idx" ON "islands" USING btree ("from_postcode","to_postcode");