CREATE TABLE "bonus_type_totals" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_type_totals_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "bonus_type_totals" ADD CONSTRAINT "bonus_type_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_ledger_user_type_idx" ON "bonus_ledger" USING btree ("user_id","type","created_at","id");--> statement-breakpoint
-- A promoter's rows and sum per bonus type (the count of a one-type tab), kept as ledger_totals_keep
-- keeps the balance: each statement adds its rows, members' rows taken in (user, type) order.
CREATE FUNCTION "bonus_type_totals_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "bonus_type_totals" AS b ("user_id", "type", "amount", "entries")
      SELECT "user_id", "type", sum("amount"), count(*) FROM "added" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("user_id", "type") DO UPDATE
        SET "amount" = b."amount" + excluded."amount", "entries" = b."entries" + excluded."entries";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "bonus_type_totals" b SET "amount" = b."amount" - r."amount", "entries" = b."entries" - r."entries"
      FROM (SELECT "user_id", "type", sum("amount") AS "amount", count(*) AS "entries" FROM "removed"
            GROUP BY 1, 2 ORDER BY 1, 2) r
      WHERE b."user_id" = r."user_id" AND b."type" = r."type";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bonus_ledger_type_inserted" AFTER INSERT ON "bonus_ledger" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "bonus_type_totals_keep"();
--> statement-breakpoint
CREATE TRIGGER "bonus_ledger_type_updated" AFTER UPDATE ON "bonus_ledger" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "bonus_type_totals_keep"();
--> statement-breakpoint
CREATE TRIGGER "bonus_ledger_type_deleted" AFTER DELETE ON "bonus_ledger" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "bonus_type_totals_keep"();
--> statement-breakpoint
INSERT INTO "bonus_type_totals" ("user_id", "type", "amount", "entries")
  SELECT "user_id", "type", sum("amount"), count(*) FROM "bonus_ledger" GROUP BY 1, 2;
