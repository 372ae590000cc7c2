import {
  consoleTermEnvelope,
  consoleTermsEnvelope,
  idParams,
  termCreateBody,
  termEditBody,
  termReasonBody,
  termVersionBody,
  termVersionParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as termsConsole from './console-service.ts';

const tags = ['console: terms'];

/** /api/console/terms: the shop's terms and their versions (DOMAIN.md "Terms versions"). */
export const termsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms',
    { schema: { tags, summary: '약관 목록', response: { 200: consoleTermsEnvelope } } },
    async (req) => ({ terms: await termsConsole.listConsoleTerms(req.ctx) }),
  );
  app.post(
    '/terms',
    {
      schema: {
        tags,
        summary: '약관 등록 (첫 내용은 즉시 시행, 같은 코드는 409)',
        body: termCreateBody,
        response: { 201: consoleTermEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ term: await termsConsole.createTerm(req.ctx, req.body) }),
  );
  app.get(
    '/terms/:_id',
    { schema: { tags, summary: '약관과 버전', params: idParams, response: { 200: consoleTermEnvelope } } },
    async (req) => ({ term: await termsConsole.getConsoleTerm(req.ctx, req.params._id) }),
  );
  app.put(
    '/terms/:_id',
    {
      schema: {
        tags,
        summary:
          '약관 정보 수정 (제목, 필수 여부, 순서, 신규 가입 적용 중단; 다른 관리자가 먼저 바꿨으면 409)',
        params: idParams,
        body: termEditBody,
        response: { 200: consoleTermEnvelope },
      },
    },
    async (req) => ({ term: await termsConsole.editTerm(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/terms/:_id',
    {
      schema: {
        tags,
        summary: '약관 삭제 (동의한 회원이 있으면 409)',
        params: idParams,
        body: termReasonBody,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await termsConsole.deleteTerm(req.ctx, req.params._id, req.body.reason);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/terms/:_id/versions',
    {
      schema: {
        tags,
        summary: '개정안 등록 (시행일은 예고 기간 이후: 7일, 불리한 변경 30일; 짧으면 422)',
        params: idParams,
        body: termVersionBody,
        response: { 201: consoleTermEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ term: await termsConsole.addVersion(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/terms/:_id/versions/:version',
    {
      schema: {
        tags,
        summary: '시행 예정인 개정안 취소 (시행된 버전은 409)',
        params: termVersionParams,
        body: termReasonBody,
        response: { 200: consoleTermEnvelope },
      },
    },
    async (req) => ({
      term: await termsConsole.cancelVersion(req.ctx, req.params._id, req.params.version, req.body.reason),
    }),
  );
};
