import {
  consoleGradesEnvelope,
  consoleLevelsEnvelope,
  gradeChangeInput,
  gradeInput,
  gradeVersionEnvelope,
  idParams,
  levelChangeInput,
  levelInput,
  levelVersionEnvelope,
  memberGradeEnvelope,
  memberGradeInput,
  rateChangeEnvelope,
  rateChangeInput,
  rateChangesEnvelope,
  rateChangesQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as gradeLadder from './grades-service.ts';
import * as levelTiers from './levels-service.ts';
import { memberGradeOf, setMemberGrade } from './member-grade.ts';
import * as rates from './rate-changes.ts';

const codeParams = z.object({ code: z.string().max(20) });

/**
 * /api/console/users/grades, /levels, /rate-changes and a member's grade (DOMAIN.md "Grades",
 * "Rates in time"): every change of a plan rate is a version from a day ≥ 3 months ahead.
 */
export const gradesConsole: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console: grades'];

  app.get(
    '/users/grades',
    {
      schema: {
        tags,
        summary: '등급표 (적용 중 + 예약, 등급별 회원 수)',
        response: { 200: consoleGradesEnvelope },
      },
    },
    async (req) => gradeLadder.listGradesForConsole(req.ctx),
  );
  app.post(
    '/users/grades',
    {
      schema: {
        tags,
        summary: '등급 추가 예약 (적용일은 저장 후 3개월 이후)',
        body: gradeInput,
        response: { 201: gradeVersionEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ grade: await gradeLadder.addGrade(req.ctx, req.body) }),
  );
  app.put(
    '/users/grades/:code',
    {
      schema: {
        tags,
        summary: '등급 변경·폐지 예약 (등급명만 바꾸면 적용일 없이 즉시)',
        params: codeParams,
        body: gradeChangeInput,
        response: { 200: gradeVersionEnvelope },
      },
    },
    async (req) => ({ grade: await gradeLadder.changeGrade(req.ctx, req.params.code, req.body) }),
  );
  app.delete(
    '/users/grades/versions/:_id',
    { schema: { tags, summary: '예약된 등급 변경 취소 (적용 전만)', params: idParams } },
    async (req, reply) => {
      await gradeLadder.cancelGradeVersion(req.ctx, req.params._id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/:_id/grade',
    { schema: { tags, summary: '회원 등급', params: idParams, response: { 200: memberGradeEnvelope } } },
    async (req) => ({ grade: await memberGradeOf(req.ctx, req.params._id) }),
  );
  app.put(
    '/users/:_id/grade',
    {
      schema: {
        tags,
        summary: '회원 등급 수동 변경 (사유 필수; 다음 정산까지 유지)',
        params: idParams,
        body: memberGradeInput,
        response: { 200: memberGradeEnvelope },
      },
    },
    async (req) => ({ grade: await setMemberGrade(req.ctx, req.params._id, req.body) }),
  );

  app.get(
    '/levels',
    { schema: { tags, summary: '장려 레벨 (적용 중 + 예약)', response: { 200: consoleLevelsEnvelope } } },
    async (req) => levelTiers.listLevelsForConsole(req.ctx),
  );
  app.post(
    '/levels',
    {
      schema: {
        tags,
        summary: '레벨 추가 예약 (적용일은 저장 후 3개월 이후)',
        body: levelInput,
        response: { 201: levelVersionEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ level: await levelTiers.addLevel(req.ctx, req.body) }),
  );
  app.put(
    '/levels/:code',
    {
      schema: {
        tags,
        summary: '레벨 변경·폐지 예약 (레벨명만 바꾸면 즉시)',
        params: codeParams,
        body: levelChangeInput,
        response: { 200: levelVersionEnvelope },
      },
    },
    async (req) => ({ level: await levelTiers.changeLevel(req.ctx, req.params.code, req.body) }),
  );
  app.delete(
    '/levels/versions/:_id',
    { schema: { tags, summary: '예약된 레벨 변경 취소 (적용 전만)', params: idParams } },
    async (req, reply) => {
      await levelTiers.cancelLevelVersion(req.ctx, req.params._id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/rate-changes',
    {
      schema: {
        tags,
        summary: '예약된 수당률·법정 한도 변경',
        querystring: rateChangesQuery,
        response: { 200: rateChangesEnvelope },
      },
    },
    async (req) => rates.listRateChanges(req.ctx, req.query),
  );
  app.post(
    '/rate-changes',
    {
      schema: {
        tags,
        summary: '상품 수당률·법정 한도 변경 예약 (적용일은 저장 후 3개월 이후)',
        body: rateChangeInput,
        response: { 201: rateChangeEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ rateChange: await rates.scheduleRateChange(req.ctx, req.body) }),
  );
  app.delete(
    '/rate-changes/:_id',
    { schema: { tags, summary: '예약된 변경 취소 (적용 전만)', params: idParams } },
    async (req, reply) => {
      await rates.cancelRateChange(req.ctx, req.params._id);
      return reply.status(204).send();
    },
  );
};
