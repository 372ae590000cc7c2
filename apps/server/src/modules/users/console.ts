import {
  consoleUserEditBody,
  consoleUserEnvelope,
  consoleUsersEnvelope,
  consoleUsersQuery,
  formatDate,
  idParams,
  joinBody,
  sponsorChangeBody,
  userCloseBody,
  userStateBody,
  userTypeBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWorkbook } from '../../http/excel.ts';
import { pagingOf } from '../../http/paging.ts';
import { closeByOperator } from './closing.ts';
import { changeSponsor, editMember } from './console-edits.ts';
import { exportUsers, usersWorkbook } from './console-excel.ts';
import { getUserForConsole, listUsers } from './console-list.ts';
import { changeUserState } from './console-suspension.ts';
import { changeUserType } from './console-type-change.ts';
import { registerByOperator } from './registering.ts';

export const userConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['console: users'],
        summary:
          '회원 목록 (skip/limit; format=xlsx 엑셀은 같은 조건의 전체, contacts=true 연락처 포함은 사유 필수·감사 로그)',
        querystring: consoleUsersQuery,
        response: { 200: consoleUsersEnvelope },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'xlsx') {
        const file = await usersWorkbook(await exportUsers(req.ctx, req.query));
        return sendWorkbook(reply, file, 'users.xlsx', `회원목록_${formatDate(req.ctx.now)}.xlsx`);
      }
      const { totalCount, users } = await listUsers(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, users };
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['console: users'],
        summary: '회원 등록 (회원가입과 같은 규칙; 아이디·이메일 중복 409)',
        body: joinBody,
        response: { 201: consoleUserEnvelope },
      },
    },
    async (req, reply) => {
      const { _id } = await registerByOperator(req.ctx, req.body);
      return reply.status(201).send({ user: await getUserForConsole(req.ctx, _id) });
    },
  );

  app.delete(
    '/users/:_id',
    {
      schema: {
        tags: ['console: users'],
        summary: '회원 탈퇴 처리 (사유 필수; 모든 로그인 종료)',
        params: idParams,
        body: userCloseBody,
        response: { 200: consoleUserEnvelope },
      },
    },
    async (req) => {
      await closeByOperator(req.ctx, req.params._id, req.body.reason);
      return { user: await getUserForConsole(req.ctx, req.params._id) };
    },
  );

  app.get(
    '/users/:_id',
    {
      schema: {
        tags: ['console: users'],
        summary: '회원 상세',
        params: idParams,
        response: { 200: consoleUserEnvelope },
      },
    },
    async (req) => ({ user: await getUserForConsole(req.ctx, req.params._id) }),
  );

  app.put(
    '/users/:_id',
    {
      schema: {
        tags: ['console: users'],
        summary: '기본정보 수정 (이름·이메일·연락처; 본 화면의 updatedAt, 그 사이 변경되면 409)',
        params: idParams,
        body: consoleUserEditBody,
        response: { 200: consoleUserEnvelope },
      },
    },
    async (req) => {
      await editMember(req.ctx, req.params._id, req.body);
      return { user: await getUserForConsole(req.ctx, req.params._id) };
    },
  );

  app.put(
    '/users/:_id/sponsor',
    {
      schema: {
        tags: ['console: users'],
        summary: '추천인 변경 (정회원만; 순환 불가; 사유 필수; 이후 구매확정분부터 새 추천인에게 적립)',
        params: idParams,
        body: sponsorChangeBody,
        response: { 200: consoleUserEnvelope },
      },
    },
    async (req) => {
      await changeSponsor(req.ctx, req.params._id, req.body);
      return { user: await getUserForConsole(req.ctx, req.params._id) };
    },
  );

  app.put(
    '/users/:_id/type',
    {
      schema: {
        tags: ['console: users'],
        summary: '회원 유형 변경',
        params: idParams,
        body: userTypeBody,
        response: { 200: consoleUserEnvelope },
      },
    },
    async (req) => {
      await changeUserType(req.ctx, req.params._id, req.body);
      return { user: await getUserForConsole(req.ctx, req.params._id) };
    },
  );

  app.put(
    '/users/:_id/state',
    {
      schema: {
        tags: ['console: users'],
        summary: '회원 이용정지 / 정지 해제',
        params: idParams,
        body: userStateBody,
        response: { 200: consoleUserEnvelope },
      },
    },
    async (req) => {
      await changeUserState(req.ctx, req.params._id, req.body);
      return { user: await getUserForConsole(req.ctx, req.params._id) };
    },
  );
};
