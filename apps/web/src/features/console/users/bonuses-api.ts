import {
  type ApprovalStatus,
  type BonusAdjustInput,
  type BonusSource,
  type BonusType,
  bonusAdjustEnvelope,
  consoleBonusesEnvelope,
  consoleScoresEnvelope,
  consoleWithdrawalEnvelope,
  consoleWithdrawalsEnvelope,
  type ScoreAdjustInput,
  type ScoreSource,
  scoreAdjustEnvelope,
  type WithdrawalDecisionInput,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const BONUSES = '/api/console/users/bonuses';
const WITHDRAWALS = '/api/console/users/bonuses/withdrawals';
const SCORES = '/api/console/users/scores';

type Common = { searchValue?: string; from?: string; to?: string; page: number; pageSize: number };
export type BonusesFilter = Common & { type?: BonusType; source?: BonusSource };
export type WithdrawalsFilter = Common & { status?: ApprovalStatus };
export type ScoresFilter = Common & { source?: ScoreSource };

const queryOf = <F extends Common>({ page: _p, pageSize: _s, ...rest }: F) => ({
  ...rest,
  searchValue: rest.searchValue || undefined,
});

export const consoleBonusesQuery = (filter: BonusesFilter) =>
  queryOptions({
    queryKey: ['console', 'bonuses', 'list', filter],
    queryFn: () =>
      api.list(BONUSES, consoleBonusesEnvelope, {
        page: filter.page,
        pageSize: filter.pageSize,
        query: queryOf(filter),
      }),
    placeholderData: keepPreviousData,
  });
export const exportBonuses = (filter: BonusesFilter) =>
  api.download(BONUSES, { query: { ...queryOf(filter), format: 'xlsx' } });

export const consoleWithdrawalsQuery = (filter: WithdrawalsFilter) =>
  queryOptions({
    queryKey: ['console', 'bonuses', 'withdrawals', filter],
    queryFn: () =>
      api.list(WITHDRAWALS, consoleWithdrawalsEnvelope, {
        page: filter.page,
        pageSize: filter.pageSize,
        query: queryOf(filter),
      }),
    placeholderData: keepPreviousData,
  });
/** The bank-transfer sheet of the AWAITING withdrawals. */
export const exportTransfers = (filter: WithdrawalsFilter) =>
  api.download(WITHDRAWALS, { query: { ...queryOf(filter), format: 'xlsx' } });
export const exportTaxReport = (month: string, reason: string) =>
  api.download(`${BONUSES}/tax-report`, { query: { month, reason } });

export function useAdjustBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusAdjustInput) => api.post(BONUSES, bonusAdjustEnvelope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'bonuses'] }),
  });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ _id, ...body }: WithdrawalDecisionInput & { _id: string }) =>
      api.put(`${WITHDRAWALS}/${_id}`, consoleWithdrawalEnvelope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'bonuses'] }),
  });
}

export const consoleScoresQuery = (filter: ScoresFilter) =>
  queryOptions({
    queryKey: ['console', 'scores', 'list', filter],
    queryFn: () =>
      api.list(SCORES, consoleScoresEnvelope, {
        page: filter.page,
        pageSize: filter.pageSize,
        query: queryOf(filter),
      }),
    placeholderData: keepPreviousData,
  });
export const exportScores = (filter: ScoresFilter) =>
  api.download(SCORES, { query: { ...queryOf(filter), format: 'xlsx' } });

export function useAdjustScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreAdjustInput) => api.post(SCORES, scoreAdjustEnvelope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'scores'] }),
  });
}
