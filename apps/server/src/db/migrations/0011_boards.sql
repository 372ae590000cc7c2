CREATE TABLE "board_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_comments_content_length" CHECK (char_length("board_comments"."content") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "board_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_files_index" CHECK ("board_files"."index" between 0 and 4),
	CONSTRAINT "board_files_size" CHECK ("board_files"."size" between 1 and 20971520),
	CONSTRAINT "board_files_name_length" CHECK (char_length("board_files"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"thumb" text,
	"secret" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_posts_subject_length" CHECK (char_length("board_posts"."subject") between 1 and 100),
	CONSTRAINT "board_posts_content_length" CHECK (char_length("board_posts"."content") between 1 and 10000),
	CONSTRAINT "board_posts_views" CHECK ("board_posts"."views" >= 0),
	CONSTRAINT "board_posts_state" CHECK ("board_posts"."state" is null or "board_posts"."state" in ('WAITING', 'ANSWERED'))
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'GENERAL' NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"use_files" boolean DEFAULT true NOT NULL,
	"use_thumb" boolean DEFAULT false NOT NULL,
	"read_roles" text[] DEFAULT '{GUEST,CONSUMER,PROMOTER}'::text[] NOT NULL,
	"write_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boards_code_unique" UNIQUE("code"),
	CONSTRAINT "boards_code_format" CHECK ("boards"."code" ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
	CONSTRAINT "boards_kind" CHECK ("boards"."kind" in ('GENERAL', 'QUESTION')),
	CONSTRAINT "boards_read_roles" CHECK ("boards"."read_roles" <@ array['GUEST','CONSUMER','PROMOTER']::text[]),
	CONSTRAINT "boards_write_roles" CHECK ("boards"."write_roles" <@ array['CONSUMER','PROMOTER']::text[]),
	CONSTRAINT "boards_comment_roles" CHECK ("boards"."comment_roles" <@ array['CONSUMER','PROMOTER']::text[])
);
--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_files" ADD CONSTRAINT "board_files_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_comments_post_idx" ON "board_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "board_files_place" ON "board_files" USING btree ("post_id","index");--> statement-breakpoint
CREATE INDEX "board_posts_board_idx" ON "board_posts" USING btree ("board_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_posts_user_idx" ON "board_posts" USING btree ("user_id","board_id","created_at" DESC NULLS LAST);