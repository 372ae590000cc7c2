import {
  bankNameOf,
  type PayoutBank,
  type Withdrawal,
  type WithdrawPreview,
  withdrawalMessages,
  withdrawalMinimumMessage,
  type withdrawInput,
  type withdrawPreviewQuery,
} from '@shop/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { promoterBankAccounts, withdrawals } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, refused, sqlStateOf } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { appendBonus, bonusBalance, lockBonusBalance } from '../bonuses/ledger.ts';
import { getShopSetting } from '../settings/service.ts';
import { spendCertification } from '../users/member-certification.ts';
import { withdrawalCharge } from './amounts.ts';

/**
 * 수당 출금 by the promoter (DOMAIN.md "Withdrawal of bonuses"): the request debits the balance at once
 * with one BONUS__DEBIT row and waits (AWAITING) for the operator's deposit (modules/withdrawals/desk.ts).
 */

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The account number with all but its last 4 digits hidden: `********9012`. */
export const maskAccountNumber = (number: string) =>
  number.length <= 4 ? number : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;

const bankOf = (
  r: { bankCode: string; accountNumber: string; accountHolder: string },
  masked = true,
): PayoutBank => ({
  code: r.bankCode,
  name: bankNameOf(r.bankCode),
  accountNumber: masked ? maskAccountNumber(r.accountNumber) : r.accountNumber,
  accountHolder: r.accountHolder,
});

export const toWithdrawal = (r: WithdrawalRow, masked = true): Withdrawal => ({
  _id: r._id,
  amount: r.amount,
  remain: r.remain,
  status: r.status,
  reason: r.reason,
  paidAt: r.paidAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  meta: {
    bank: bankOf(r, masked),
    charge: {
      incomeTax: r.incomeTax,
      localTax: r.localTax,
      transferFee: r.transferFee,
      total: r.charge,
    },
    net: r.net,
  },
});

/** Names compare without spaces (DOMAIN.md: the holder equals the certified name, spaces ignored). */
const sameName = (a: string | null, b: string) => (a ?? '').replace(/\s/g, '') === b.replace(/\s/g, '');

async function payoutAccount(ctx: ShopContext, _user: string) {
  const [account] = await ctx.db
    .select()
    .from(promoterBankAccounts)
    .where(eq(promoterBankAccounts._user, _user));
  return account ?? null;
}

async function awaitingOf(ctx: ShopContext, _user: string) {
  const [row] = await ctx.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals._user, _user), eq(withdrawals.status, 'AWAITING')));
  return row ?? null;
}

/** The least one may withdraw: the setting, or the whole balance when it is smaller. */
const minimumFor = (balance: number, setting: number) => (balance > 0 ? Math.min(setting, balance) : setting);

/**
 * POST /promoter/bonuses/withdraw. The balance row is locked first, so two requests for one balance
 * are judged one after the other: the second finds the first AWAITING (409). Every refusal rolls the
 * transaction back, so the certification stays unspent and the member may correct the amount.
 */
export async function requestWithdrawal(
  ctx: ShopContext,
  input: z.output<typeof withdrawInput>,
): Promise<Withdrawal> {
  const _user = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const balance = await lockBonusBalance(ctx, _user);
    if (await awaitingOf(ctx, _user)) throw conflict('WITHDRAWAL_AWAITING', withdrawalMessages.awaiting);
    if (balance <= 0) throw refused('NO_BONUS_BALANCE', withdrawalMessages.noBalance);
    const { withdrawalMinimum, transferFee } = (await getShopSetting(ctx)).bonuses;
    if (input.amount > balance) throw refused('OVER_BONUS_BALANCE', withdrawalMessages.overBalance);
    if (input.amount < minimumFor(balance, withdrawalMinimum)) {
      throw refused('UNDER_WITHDRAWAL_MINIMUM', withdrawalMinimumMessage(withdrawalMinimum));
    }
    const account = await payoutAccount(ctx, _user);
    if (!account) throw refused('NO_PAYOUT_ACCOUNT', withdrawalMessages.noAccount);
    const person = await spendCertification(ctx, {
      _certification: input._certification,
      purpose: 'WITHDRAWAL',
      _user,
    });
    // The money goes to the verified account's holder; the one who certifies must be that person.
    if (!sameName(person.name, account.accountHolder)) {
      throw refused('CERTIFIED_NOT_HOLDER', withdrawalMessages.holderMismatch);
    }
    const { charge, net } = withdrawalCharge(input.amount, transferFee);
    const [row] = await ctx.db
      .insert(withdrawals)
      .values({
        _user,
        amount: input.amount,
        incomeTax: charge.incomeTax,
        localTax: charge.localTax,
        transferFee: charge.transferFee,
        charge: charge.total,
        net,
        remain: balance - input.amount,
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        accountHolder: account.accountHolder,
        _certification: person._id,
        createdAt: ctx.now,
      })
      .returning()
      .catch((error: unknown) => {
        // The partial unique index: another request got its AWAITING row in first.
        if (sqlStateOf(error) === '23505') throw conflict('WITHDRAWAL_AWAITING', withdrawalMessages.awaiting);
        throw error;
      });
    await appendBonus(ctx, {
      _user,
      amount: -input.amount,
      type: 'BONUS__DEBIT',
      source: 'WITHDRAWAL',
      reference: row!._id,
    });
    return toWithdrawal(row!);
  });
}

/** GET /promoter/bonuses/withdraw?amount=: the first step's balance, minimum, account and charge. */
export async function previewWithdrawal(
  ctx: ShopContext,
  query: z.output<typeof withdrawPreviewQuery>,
): Promise<WithdrawPreview> {
  const _user = actorOf(ctx)._user;
  const [balance, setting, account, awaiting] = await Promise.all([
    bonusBalance(ctx, _user),
    getShopSetting(ctx),
    payoutAccount(ctx, _user),
    awaitingOf(ctx, _user),
  ]);
  const { withdrawalMinimum, transferFee } = setting.bonuses;
  const amount = query.amount ?? Math.max(balance, 0);
  const { charge, net } = amount > 0 ? withdrawalCharge(amount, transferFee) : withdrawalCharge(0, 0);
  return {
    balance,
    minimum: minimumFor(balance, withdrawalMinimum),
    minimumSetting: withdrawalMinimum,
    account: account ? bankOf(account) : null,
    amount,
    charge,
    net,
    awaiting: awaiting ? toWithdrawal(awaiting) : null,
  };
}

/** GET /promoter/withdrawals: the caller's requests, newest first, and the one in progress. */
export async function listMyWithdrawals(
  ctx: ShopContext,
  paging: Paging,
): Promise<{ totalCount: number; awaiting: Withdrawal | null; withdrawals: Withdrawal[] }> {
  const _user = actorOf(ctx)._user;
  const [[total], rows, awaiting] = await Promise.all([
    ctx.db.select({ value: count() }).from(withdrawals).where(eq(withdrawals._user, _user)),
    ctx.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals._user, _user))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals._id))
      .offset(paging.skip)
      .limit(paging.limit),
    awaitingOf(ctx, _user),
  ]);
  return {
    totalCount: Number(total?.value ?? 0),
    awaiting: awaiting ? toWithdrawal(awaiting) : null,
    withdrawals: rows.map((r) => toWithdrawal(r)),
  };
}
