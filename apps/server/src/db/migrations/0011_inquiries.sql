ALTER TABLE "inquiries" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "items" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "desired_date" date;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_by_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_request_kind_alone" CHECK (not ("inquiries"."kinds" && array['CONSULTATION','BULK_PURCHASE']::text[]) or cardinality("inquiries"."kinds") = 1);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_bulk_fields" CHECK (not ('BULK_PURCHASE' = any("inquiries"."kinds")) or ("inquiries"."company" is not null and "inquiries"."items" is not null and "inquiries"."quantity" > 0));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_consultation_fields" CHECK (not ('CONSULTATION' = any("inquiries"."kinds")) or "inquiries"."content" is not null);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answer_pair" CHECK (("inquiries"."answer" is null) = ("inquiries"."answered_at" is null) and ("inquiries"."answer" is null) = ("inquiries"."answered_by_id" is null));