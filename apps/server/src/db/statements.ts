import type { Db, Tx } from './client.ts';

/**
 * A fixed SQL text with positional parameters ($1, $2 …) for the checkout's hot statements. On
 * PostgreSQL it runs as a named prepared statement: each pooled connection parses and plans it
 * once, and Drizzle builds no SQL per call. PGlite runs the text as it is. Inside a transaction it
 * runs on the transaction's connection.
 *
 * Rows come back as the database sends them, keyed by the column names of the SQL: timestamps as
 * text (`timestamp()` turns one into a Date), json as parsed values.
 */
export function statement<Row>(name: string, text: string) {
  return async (db: Db | Tx, params: unknown[]): Promise<Row[]> => {
    const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
    const result = (await prepared.execute()) as unknown as { rows: Row[] };
    return result.rows;
  };
}

/** A timestamp as either driver returns it in raw rows ("2026-11-23 09:00:00.123+00"). */
export const timestamp = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));
