CREATE TABLE "order_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"purchase_id" uuid,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"reason" text,
	"by_id" uuid,
	"by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_histories_by_role" CHECK ("order_histories"."by_role" in ('SHOPPER', 'OPERATOR', 'SYSTEM', 'PAYMENT'))
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_numbers_day" CHECK ("order_numbers"."day" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"orderer_name" text NOT NULL,
	"orderer_phone" text NOT NULL,
	"orderer_email" text DEFAULT '' NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_email" text DEFAULT '' NOT NULL,
	"receiver_postcode" text NOT NULL,
	"receiver_address1" text NOT NULL,
	"receiver_address2" text DEFAULT '' NOT NULL,
	"request_message" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'ORDER_NONPAYMENT' NOT NULL,
	"product_amount" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"remote_fee" integer DEFAULT 0 NOT NULL,
	"remote_area" text,
	"points_used" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer NOT NULL,
	"payment_tid" text,
	"paid_at" timestamp with time zone,
	"depositor_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_payment_tid_unique" UNIQUE("payment_tid"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('ORDER_NONPAYMENT', 'ORDER_CANCELED', 'ORDER_PAYMENT', 'ORDER_CONFIRM', 'SHIPPING_CONFIRM', 'SHIPPING_DELAYED', 'DELIVERY_COMPLETE')),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('CARD', 'VBANK', 'BANK_TRANSFER')),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."product_amount" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."remote_fee" >= 0 and "orders"."points_used" >= 0 and "orders"."paid_amount" >= 0),
	CONSTRAINT "orders_amounts_total" CHECK ("orders"."paid_amount" = "orders"."product_amount" + "orders"."shipping_fee" + "orders"."remote_fee" - "orders"."points_used"),
	CONSTRAINT "orders_points_within_products" CHECK ("orders"."points_used" <= "orders"."product_amount"),
	CONSTRAINT "orders_paid_has_time" CHECK ("orders"."payment_tid" is null or "orders"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"product_thumb" text,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"option_label" text DEFAULT '' NOT NULL,
	"shipping_method" text DEFAULT 'PARCEL' NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'ORDER_NONPAYMENT' NOT NULL,
	"claim_status" text,
	"claim_reason" text,
	"claim_reason_details" text,
	"purchase_status" text DEFAULT 'PURCHASE_PENDING' NOT NULL,
	"collection_status" text,
	"courier_code" text,
	"invoice_number" text,
	"delivered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_purchase_no_unique" UNIQUE("purchase_no"),
	CONSTRAINT "purchases_status" CHECK ("purchases"."status" in ('ORDER_NONPAYMENT', 'ORDER_CANCELED', 'ORDER_PAYMENT', 'ORDER_CONFIRM', 'SHIPPING_CONFIRM', 'SHIPPING_DELAYED', 'DELIVERY_COMPLETE')),
	CONSTRAINT "purchases_amounts" CHECK ("purchases"."unit_price" >= 0 and "purchases"."quantity" > 0 and "purchases"."amount" = "purchases"."unit_price" * "purchases"."quantity"),
	CONSTRAINT "purchases_purchase_status" CHECK ("purchases"."purchase_status" in ('PURCHASE_PENDING', 'PURCHASE_AWAITING', 'PURCHASE_SCHEDULE', 'PURCHASE_COMPLETE', 'PURCHASE_CANCELED')),
	CONSTRAINT "purchases_claim_status" CHECK ("purchases"."claim_status" is null or "purchases"."claim_status" in ('CANCEL_REQUESTED', 'CANCEL_COMPLETED', 'CANCEL_REJECTED', 'EXCHANGE_REQUESTED', 'EXCHANGE_COMPLETED', 'EXCHANGE_REJECTED', 'EXCHANGE_PENDING', 'EXCHANGE_DELAYED', 'EXCHANGE_SHIPPING', 'RETURN_REQUESTED', 'RETURN_COMPLETED', 'RETURN_REJECTED')),
	CONSTRAINT "purchases_collection_status" CHECK ("purchases"."collection_status" is null or "purchases"."collection_status" in ('COLLECTION_PENDING', 'COLLECTION_PROGRESS', 'COLLECTION_COMPLETE')),
	CONSTRAINT "purchases_invoice" CHECK (("purchases"."courier_code" is null) = ("purchases"."invoice_number" is null)),
	CONSTRAINT "purchases_option_values" CHECK (jsonb_typeof("purchases"."option_values") = 'array')
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('ORDER_RESERVED', 'ORDER_RELEASED', 'CONSOLE_EDIT')),
	CONSTRAINT "stock_movements_nonzero" CHECK ("stock_movements"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "order_histories" ADD CONSTRAINT "order_histories_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_histories" ADD CONSTRAINT "order_histories_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_histories" ADD CONSTRAINT "order_histories_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_histories_order_idx" ON "order_histories" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'ORDER_NONPAYMENT';--> statement-breakpoint
CREATE INDEX "purchases_order_idx" ON "purchases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_product_idx" ON "purchases" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_order_once" ON "stock_movements" USING btree ("reason","reference") WHERE "stock_movements"."reason" in ('ORDER_RESERVED', 'ORDER_RELEASED');