CREATE TABLE "point_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every statement that writes the ledger adds its rows to the members' balances (docs/decisions/0039).
-- Members' rows are taken in id order, so two statements touching the same members never deadlock.
CREATE FUNCTION "point_balances_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "point_balances" AS b ("user_id", "balance", "entries")
      SELECT "user_id", sum("amount"), count(*) FROM "added" GROUP BY "user_id" ORDER BY "user_id"
      ON CONFLICT ("user_id") DO UPDATE
        SET "balance" = b."balance" + excluded."balance", "entries" = b."entries" + excluded."entries";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "point_balances" b
      SET "balance" = b."balance" - r."amount", "entries" = b."entries" - r."entries"
      FROM (SELECT "user_id", sum("amount") AS "amount", count(*) AS "entries" FROM "removed"
            GROUP BY "user_id" ORDER BY "user_id") r
      WHERE b."user_id" = r."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "point_ledger_inserted" AFTER INSERT ON "point_ledger"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "point_balances_keep"();
--> statement-breakpoint
CREATE TRIGGER "point_ledger_updated" AFTER UPDATE ON "point_ledger"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "point_balances_keep"();
--> statement-breakpoint
CREATE TRIGGER "point_ledger_deleted" AFTER DELETE ON "point_ledger"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "point_balances_keep"();
--> statement-breakpoint
INSERT INTO "point_balances" ("user_id", "balance", "entries")
  SELECT "user_id", sum("amount"), count(*) FROM "point_ledger" GROUP BY "user_id";
