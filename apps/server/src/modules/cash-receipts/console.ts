import {
  cashReceiptEnvelope,
  consoleCashReceiptCancelInput,
  consoleCashReceiptIssueInput,
  idParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as receipts from './console-service.ts';

const tags = ['console: cash receipts'];

/** /api/console: 현금영수증 issued or cancelled by hand (the console guard is the parent's). */
export const cashReceiptConsole: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shop/orders/:_id/cash-receipt',
    {
      schema: {
        tags,
        summary: '현금영수증 수동 발급 (또는 실패 후 재발급; 사유 필수)',
        params: idParams,
        body: consoleCashReceiptIssueInput,
        response: { 200: cashReceiptEnvelope },
      },
    },
    async (req) => ({
      cashReceipt: await receipts.issueByHand(req.ctx, app.cashReceipts, req.params._id, req.body),
    }),
  );

  app.post(
    '/shop/cash-receipts/:_id/cancel',
    {
      schema: {
        tags,
        summary: '현금영수증 취소 (전체 또는 부분; 사유 필수)',
        params: idParams,
        body: consoleCashReceiptCancelInput,
        response: { 200: cashReceiptEnvelope },
      },
    },
    async (req) => ({
      cashReceipt: await receipts.cancelByHand(req.ctx, app.cashReceipts, req.params._id, req.body),
    }),
  );
};
