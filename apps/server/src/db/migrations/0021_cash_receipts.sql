CREATE TABLE "cash_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"masked_number" text,
	"number_sealed" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"supply_amount" integer DEFAULT 0 NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"tax_free_amount" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"provider_order_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancels" integer DEFAULT 0 NOT NULL,
	"tid" text,
	"approve_no" text,
	"receipt_url" text,
	"failure" text,
	"requested_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_receipts_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "cash_receipts_tid_unique" UNIQUE("tid"),
	CONSTRAINT "cash_receipts_status" CHECK ("cash_receipts"."status" in ('PENDING', 'REQUESTED', 'ISSUED', 'FAILED', 'CANCELLED', 'WITHDRAWN')),
	CONSTRAINT "cash_receipts_source" CHECK ("cash_receipts"."source" in ('SHOP', 'PAYMENT')),
	CONSTRAINT "cash_receipts_type" CHECK ("cash_receipts"."type" in ('INCOME_DEDUCTION', 'EXPENSE_PROOF')),
	CONSTRAINT "cash_receipts_amounts" CHECK ("cash_receipts"."amount" >= 0 and "cash_receipts"."cancelled_amount" >= 0 and "cash_receipts"."cancelled_amount" <= "cash_receipts"."amount" and "cash_receipts"."supply_amount" + "cash_receipts"."vat_amount" + "cash_receipts"."tax_free_amount" in (0, "cash_receipts"."amount"))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_receipt_url" text;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_receipts_order_idx" ON "cash_receipts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_receipts_requested_idx" ON "cash_receipts" USING btree ("checked_at") WHERE "cash_receipts"."status" = 'REQUESTED';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_receipts_one_live_per_order" ON "cash_receipts" USING btree ("order_id") WHERE "cash_receipts"."source" = 'SHOP' and "cash_receipts"."status" not in ('CANCELLED', 'WITHDRAWN');