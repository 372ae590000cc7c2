-- Until session 20 the roll-up split a refund's goods over its purchases with a numeric sum, so a
-- product's refunds could be a won off the refund (statistics/figures.ts now sums in bigint). The
-- roll-up writes only days it does not hold: emptying it makes the next read or the hourly job
-- write every closed day again from the orders, with the whole-won shares.
DELETE FROM "sales_month_products";--> statement-breakpoint
DELETE FROM "sales_week_products";--> statement-breakpoint
DELETE FROM "sales_day_products";--> statement-breakpoint
DELETE FROM "sales_days";
