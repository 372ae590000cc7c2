CREATE TABLE "inquiry_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_files_inquiry_index_key" UNIQUE("inquiry_id","index"),
	CONSTRAINT "inquiry_files_index_check" CHECK ("inquiry_files"."index" between 0 and 4),
	CONSTRAINT "inquiry_files_size_check" CHECK ("inquiry_files"."size" > 0 and "inquiry_files"."size" <= 20971520)
);
--> statement-breakpoint
ALTER TABLE "inquiry_files" ADD CONSTRAINT "inquiry_files_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;