import { formatDateTime } from '@shop/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberMatching } from '../../db/like.ts';
import { type bonusLedger, type pointLedger, type scoreLedger, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { newWorkbook } from '../../http/excel.ts';
import type { Paging } from '../../http/paging.ts';

/**
 * The operator's side of the member ledgers, as /console/user-points, /console/user-bonuses and
 * /console/user-scores read them: every member's rows of 적립금 (point_ledger), 수당 (bonus_ledger)
 * or 실적 점수 (score_ledger) with the member and the operator of an adjustment, searched by member and
 * Seoul days, newest first; the member an adjustment is for; and the list as an Excel sheet. What a
 * ledger's rows mean, and who may adjust them, stays in its own module.
 */

type MemberLedger = typeof pointLedger | typeof bonusLedger | typeof scoreLedger;
type Person = { _id: string; username: string; name: string };

/** A ledger row with its member and, for an operator's adjustment, the operator (else null). */
export type LedgerEntry<L extends MemberLedger> = { row: L['$inferSelect']; user: Person; by: Person | null };

const operator = alias(users, 'operator');

function selectEntries(ctx: ShopContext, ledger: MemberLedger) {
  return ctx.db
    .select({
      row: ledger,
      user: { _id: users._id, username: users.username, name: users.name },
      by: { _id: operator._id, username: operator.username, name: operator.name },
    })
    .from(ledger)
    .innerJoin(users, eq(users._id, ledger._user))
    .leftJoin(operator, eq(operator._id, ledger._by));
}

// Drizzle cannot name the row type of a table chosen at run time; it is the chosen ledger's.
const entriesOf = <L extends MemberLedger>(
  rows: { row: unknown; user: Person; by: Partial<Person> | null }[],
): LedgerEntry<L>[] =>
  rows.map(({ row, user, by }) => ({
    row: row as L['$inferSelect'],
    user,
    by: by?._id ? (by as Person) : null,
  }));

/**
 * The ledger's rows matching `own` (the ledger's own filters: type, source), the member search and
 * the period (`start` to before `end`: Seoul days, as seoulPeriod gives them), newest first.
 * `paging` null is the whole list (the Excel file).
 */
export async function listLedger<L extends MemberLedger>(
  ctx: ShopContext,
  ledger: L,
  {
    own,
    searchValue,
    start,
    end,
  }: { own: (SQL | undefined)[]; searchValue?: string; start?: Date; end?: Date },
  paging: Paging | null,
): Promise<{ totalCount: number; entries: LedgerEntry<L>[] }> {
  const where = and(
    ...own,
    memberMatching(searchValue),
    start ? gte(ledger.createdAt, start) : undefined,
    end ? lt(ledger.createdAt, end) : undefined,
  );
  const table: MemberLedger = ledger;
  const [total] = await ctx.db
    .select({ value: count() })
    .from(table)
    .innerJoin(users, eq(users._id, table._user))
    .where(where);
  const base = selectEntries(ctx, ledger).where(where).orderBy(desc(ledger.createdAt), desc(ledger._id));
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  return { totalCount: Number(total?.value ?? 0), entries: entriesOf<L>(rows) };
}

/** The row an adjustment has just appended, found by its fresh reference. */
export async function ledgerEntry<L extends MemberLedger>(
  ctx: ShopContext,
  ledger: L,
  reference: string,
): Promise<LedgerEntry<L>> {
  const rows = await selectEntries(ctx, ledger).where(eq(ledger.reference, reference));
  return entriesOf<L>(rows)[0]!;
}

/**
 * The member an adjustment is for; unknown, or left (their rows stay, they get no new ones): 404.
 * `shoppersOnly`: an operator is not found either. `lock` holds the member's row until the
 * transaction ends, so two adjustments of one balance are judged one after the other.
 */
export async function memberToAdjust(
  ctx: ShopContext,
  _user: string,
  { shoppersOnly, lock = false }: { shoppersOnly: boolean; lock?: boolean },
) {
  const select = ctx.db
    .select({ _id: users._id, type: users.type, state: users.state })
    .from(users)
    .where(eq(users._id, _user));
  const [member] = lock ? await select.for('update') : await select;
  if (!member || member.state === 'LEFT' || (shoppersOnly && member.type === 'OPERATOR')) {
    throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
  }
  return member;
}

/** A ledger row as the console answers it: when, whose, how much, and the operator. */
type ConsoleEntry = {
  createdAt: string;
  user: { username: string; name: string };
  amount: number;
  by: { name: string } | null;
};

/** A column of the sheet between the member and the amount: 구분, 내용, 사유 … */
export type SheetColumn<T> = { header: string; key: string; width: number; value: (entry: T) => string };

/** The list as one sheet: 일시, 아이디, 이름, the ledger's own columns, the signed amount, 처리자. */
export async function ledgerWorkbook<T extends ConsoleEntry>(
  sheetName: string,
  own: SheetColumn<T>[],
  amount: { header: string; width: number },
  entries: T[],
): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = [
    { header: '일시', key: 'createdAt', width: 20 },
    { header: '아이디', key: 'username', width: 16 },
    { header: '이름', key: 'name', width: 12 },
    ...own.map(({ header, key, width }) => ({ header, key, width })),
    { header: amount.header, key: 'amount', width: amount.width },
    { header: '처리자', key: 'by', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) {
    sheet.addRow({
      createdAt: formatDateTime(entry.createdAt),
      username: entry.user.username,
      name: entry.user.name,
      ...Object.fromEntries(own.map(({ key, value }) => [key, value(entry)])),
      amount: entry.amount,
      by: entry.by?.name ?? '',
    });
  }
  sheet.getColumn('amount').numFmt = '#,##0;-#,##0';
  return Buffer.from(await book.xlsx.writeBuffer());
}
