CREATE TABLE "term_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"adverse" boolean DEFAULT false NOT NULL,
	"reason" text,
	"by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_versions_term_version" UNIQUE("term_id","version"),
	CONSTRAINT "term_versions_term_effective" UNIQUE("term_id","effective_at"),
	CONSTRAINT "term_versions_version_positive" CHECK ("term_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "term_agreements" ADD COLUMN "term_version_id" uuid;--> statement-breakpoint
-- custom: each term's text becomes its version 1, in effect since the term was written; the plain
-- text becomes the editor's HTML as db/seed/terms.ts plainTextAsHtml does (a blank line starts a
-- paragraph, a line break stays one); every agreement so far was to that version.
INSERT INTO "term_versions" ("term_id", "version", "content", "effective_at", "created_at")
SELECT "id", 1,
  '<p>' || replace(
    regexp_replace(replace(replace(replace("content", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '\n\n+', '</p><p>', 'g'),
    E'\n', '<br>') || '</p>',
  "created_at", "created_at"
FROM "terms";--> statement-breakpoint
UPDATE "term_agreements" AS a SET "term_version_id" = v."id"
FROM "term_versions" AS v WHERE v."term_id" = a."term_id" AND v."version" = 1;--> statement-breakpoint
ALTER TABLE "term_agreements" ALTER COLUMN "term_version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "term_versions" ADD CONSTRAINT "term_versions_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_versions" ADD CONSTRAINT "term_versions_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_agreements" ADD CONSTRAINT "term_agreements_term_version_id_term_versions_id_fk" FOREIGN KEY ("term_version_id") REFERENCES "public"."term_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "term_agreements_term_idx" ON "term_agreements" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "term_agreements_version_idx" ON "term_agreements" USING btree ("term_version_id");--> statement-breakpoint
ALTER TABLE "terms" DROP COLUMN "content";
