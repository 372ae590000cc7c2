import {
  holdVerificationBody,
  holdVerificationEnvelope,
  holdVerifyBody,
  idParams,
  promoterBankBody,
  promoterBankEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BankVerifier } from '../../integrations/bank-verification/index.ts';
import * as payout from './service.ts';
import * as verifications from './verifications.ts';

/** /api/v1/promoter/bank: 1원 입금 인증 (any member: applicants need it) and the payout account. */
export const promoterBankRoutes =
  (bank: BankVerifier): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/promoter/bank/hold-verifications',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['promoter: bank'],
          summary: '1원 입금 계좌 인증 요청 (이전 요청은 무효; 하루 5회)',
          body: holdVerificationBody,
          response: { 201: holdVerificationEnvelope },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await verifications.requestVerification(req.ctx, bank, req.body)),
    );

    app.put(
      '/promoter/bank/hold-verifications/:_id/verify',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['promoter: bank'],
          summary: '1원 입금 인증번호 확인 (5회, 10분)',
          params: idParams,
          body: holdVerifyBody,
          response: { 200: holdVerificationEnvelope },
        },
      },
      async (req) => ({
        verification: await verifications.verifyCode(req.ctx, req.params._id, req.body.code),
      }),
    );

    app.get(
      '/promoter/bank',
      {
        onRequest: app.requirePromoter,
        schema: {
          tags: ['promoter: bank'],
          summary: '수당 출금 계좌 (계좌번호 마스킹)',
          response: { 200: promoterBankEnvelope },
        },
      },
      async (req) => ({ account: await payout.getPayoutAccount(req.ctx) }),
    );

    app.put(
      '/promoter/bank',
      {
        onRequest: app.requirePromoter,
        schema: {
          tags: ['promoter: bank'],
          summary: '수당 출금 계좌 변경 (계좌 인증 + 본인인증; 출금 대기 중 409)',
          body: promoterBankBody,
          response: { 200: promoterBankEnvelope },
        },
      },
      async (req) => ({ account: await payout.changePayoutAccount(req.ctx, req.body) }),
    );
  };
