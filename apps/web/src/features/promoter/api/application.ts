import {
  type HoldVerificationBody,
  holdVerificationEnvelope,
  type MemberRequestBody,
  memberRequestEnvelope,
  memberRequestsEnvelope,
  promoterBankEnvelope,
} from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** 정회원 전환 신청, 1원 입금 인증 and the payout account (spec §7 promoter/bank, me/requests). */

export const myRequestsQuery = queryOptions({
  queryKey: ['me', 'requests'],
  queryFn: async () => (await api.get('/api/v1/me/requests', memberRequestsEnvelope)).requests,
});

export const payoutAccountQuery = queryOptions({
  queryKey: ['promoter', 'bank'],
  queryFn: async () => (await api.get('/api/v1/promoter/bank', promoterBankEnvelope)).account,
});

export const requestHoldVerification = (body: HoldVerificationBody) =>
  api.post('/api/v1/promoter/bank/hold-verifications', holdVerificationEnvelope, body);

export const verifyHold = async (_id: string, code: string) =>
  (
    await api.put(`/api/v1/promoter/bank/hold-verifications/${_id}/verify`, holdVerificationEnvelope, {
      code,
    })
  ).verification;

export const applyForPromoter = async (body: MemberRequestBody) =>
  (await api.post('/api/v1/me/requests', memberRequestEnvelope, body)).request;

export const changePayoutAccount = async (body: { _verification: string; _certification: string }) =>
  (await api.put('/api/v1/promoter/bank', promoterBankEnvelope, body)).account;
