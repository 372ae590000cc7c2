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
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"reg_cert_key" text NOT NULL,
	"name" text,
	"phone" text,
	"birth_day" text,
	"gender" text,
	"carrier" text,
	"ci_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"certified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_purpose_check" CHECK ("certifications"."purpose" in ('FIND_ID', 'FIND_PASSWORD')),
	CONSTRAINT "certifications_state_check" CHECK ("certifications"."state" in ('REQUESTED', 'CERTIFIED', 'USED')),
	CONSTRAINT "certifications_certified_has_person" CHECK ("certifications"."state" = 'REQUESTED' or ("certifications"."name" is not null and "certifications"."phone" is not null and "certifications"."ci_hash" is not null)),
	CONSTRAINT "certifications_used_has_time" CHECK ("certifications"."state" <> 'USED' or "certifications"."used_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "reserved_usernames" (
	"username_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_links_provider_account_key" UNIQUE("provider","provider_user_id"),
	CONSTRAINT "social_links_user_provider_key" UNIQUE("user_id","provider"),
	CONSTRAINT "social_links_provider_check" CHECK ("social_links"."provider" in ('kakao', 'naver')),
	CONSTRAINT "social_links_provider_user_id_length" CHECK (char_length("social_links"."provider_user_id") between 1 and 64)
);
--> statement-breakpoint
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
ALTER TABLE "users" ADD COLUMN "ci_hash" text;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_files" ADD CONSTRAINT "board_files_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_comments_post_idx" ON "board_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "board_files_place" ON "board_files" USING btree ("post_id","index");--> statement-breakpoint
CREATE INDEX "board_posts_board_idx" ON "board_posts" USING btree ("board_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_posts_user_idx" ON "board_posts" USING btree ("user_id","board_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certifications_expires_idx" ON "certifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_ci_hash_idx" ON "users" USING btree ("ci_hash");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_request_kind_alone" CHECK (not ("inquiries"."kinds" && array['CONSULTATION','BULK_PURCHASE']::text[]) or cardinality("inquiries"."kinds") = 1);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_bulk_fields" CHECK (not ('BULK_PURCHASE' = any("inquiries"."kinds")) or ("inquiries"."company" is not null and "inquiries"."items" is not null and "inquiries"."quantity" > 0));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_consultation_fields" CHECK (not ('CONSULTATION' = any("inquiries"."kinds")) or "inquiries"."content" is not null);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answer_pair" CHECK (("inquiries"."answer" is null) = ("inquiries"."answered_at" is null) and ("inquiries"."answer" is null) = ("inquiries"."answered_by_id" is null));--> statement-breakpoint
-- ---- custom SQL (kcp-recovery-leaving, docs/decisions/0042): keep at the end when regenerating ----
-- A username kept reserved by a member who left cannot be taken again, whoever writes the row:
-- the trigger answers as the users' own unique key would (23505), so join() says 409.
CREATE FUNCTION users_username_not_reserved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM reserved_usernames
    WHERE username_hash = encode(sha256(convert_to(lower(NEW.username), 'UTF8')), 'hex')
  ) THEN
    RAISE EXCEPTION 'username % is reserved', NEW.username
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_username_not_reserved';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_username_not_reserved BEFORE INSERT OR UPDATE OF username ON users
  FOR EACH ROW EXECUTE FUNCTION users_username_not_reserved();
-- ---- end of custom SQL ----
