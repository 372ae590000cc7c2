CREATE TABLE "naver_ep_items" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"row_hash" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "naver_ep_runs" (
	"kind" text PRIMARY KEY NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"rows" integer NOT NULL,
	"skipped" integer NOT NULL,
	CONSTRAINT "naver_ep_runs_kind" CHECK ("naver_ep_runs"."kind" in ('ALL', 'SUMMARY'))
);
