CREATE TABLE "refund_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_accounts_bank_code" CHECK ("refund_accounts"."bank_code" ~ '^[0-9]{3}$'),
	CONSTRAINT "refund_accounts_account_number" CHECK ("refund_accounts"."account_number" ~ '^[0-9]{10,16}$')
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purchase_ids" uuid[] NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"tid" text,
	"bank_code" text,
	"bank_name" text,
	"account_number" text,
	"account_holder" text,
	"by_id" uuid,
	"done_at" timestamp with time zone,
	"done_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('GATEWAY', 'BANK_TRANSFER')),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('DONE', 'PENDING', 'FAILED')),
	CONSTRAINT "refunds_has_purchases" CHECK (cardinality("refunds"."purchase_ids") > 0),
	CONSTRAINT "refunds_gateway_tid" CHECK ("refunds"."method" <> 'GATEWAY' or "refunds"."tid" is not null),
	CONSTRAINT "refunds_transfer_account" CHECK ("refunds"."method" <> 'BANK_TRANSFER' or ("refunds"."bank_code" is not null and "refunds"."bank_name" is not null and "refunds"."account_number" is not null and "refunds"."account_holder" is not null)),
	CONSTRAINT "refunds_done_has_time" CHECK (("refunds"."status" = 'DONE') = ("refunds"."done_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_group_code" UNIQUE("group","code"),
	CONSTRAINT "codes_group" CHECK ("codes"."group" in ('COURIER'))
);
--> statement-breakpoint
ALTER TABLE "refund_accounts" ADD CONSTRAINT "refund_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "codes_group_sort_idx" ON "codes" USING btree ("group","sort");