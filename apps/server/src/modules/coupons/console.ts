import {
  couponEnvelope,
  couponInput,
  couponIssueInput,
  couponIssueParams,
  couponIssueResult,
  couponIssuesEnvelope,
  couponsEnvelope,
  couponsQuery,
  idParams,
  memberCouponsEnvelope,
  memberCouponsQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import * as issuing from './issuing.ts';
import * as couponsService from './service.ts';

const tags = ['console: coupons'];

/** /api/console/shop/coupons: coupons, issuing them to members, and taking unused ones back. */
export const couponsConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/coupons',
    {
      schema: {
        tags,
        summary: '쿠폰 목록 (최신순; 할인 방식·발급 방식·사용 여부·이름 검색; 발급·사용 수)',
        querystring: couponsQuery,
        response: { 200: couponsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, coupons } = await couponsService.listCoupons(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, coupons };
    },
  );
  app.post(
    '/shop/coupons',
    {
      schema: { tags, summary: '쿠폰 등록', body: couponInput, response: { 201: couponEnvelope } },
    },
    async (req, reply) => {
      const _id = await couponsService.createCoupon(req.ctx, req.body);
      return reply.status(201).send({ coupon: await couponsService.getCoupon(req.ctx, _id) });
    },
  );
  app.get(
    '/shop/coupons/:_id',
    { schema: { tags, summary: '쿠폰', params: idParams, response: { 200: couponEnvelope } } },
    async (req) => ({ coupon: await couponsService.getCoupon(req.ctx, req.params._id) }),
  );
  app.put(
    '/shop/coupons/:_id',
    {
      schema: {
        tags,
        summary: '쿠폰 수정 (발급된 쿠폰에도 적용; 발급 수보다 작은 한도는 409)',
        params: idParams,
        body: couponInput,
        response: { 200: couponEnvelope },
      },
    },
    async (req) => {
      await couponsService.updateCoupon(req.ctx, req.params._id, req.body);
      return { coupon: await couponsService.getCoupon(req.ctx, req.params._id) };
    },
  );
  app.delete(
    '/shop/coupons/:_id',
    {
      schema: {
        tags,
        summary: '쿠폰 삭제 (발급된 쿠폰은 409: 사용 안 함으로)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await couponsService.deleteCoupon(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/shop/coupons/:_id/issue',
    {
      schema: {
        tags,
        summary: '쿠폰 발급 (선택한 회원·회원 구분·전체; 이미 보유·탈퇴·한도 초과는 건너뜀)',
        params: idParams,
        body: couponIssueInput,
        response: { 200: couponIssueResult },
      },
    },
    async (req) => issuing.issueCoupon(req.ctx, req.params._id, req.body),
  );
  app.get(
    '/shop/coupons/:_id/issues',
    {
      schema: {
        tags,
        summary: '쿠폰 발급 내역 (최신순)',
        params: idParams,
        response: { 200: couponIssuesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, issues } = await issuing.listIssues(req.ctx, req.params._id, pagingOf(req));
      return { summary: { totalCount }, issues };
    },
  );
  app.get(
    '/users/:_id/coupons',
    {
      schema: {
        tags,
        summary: '회원의 쿠폰 (보유·사용·만료; 최신 발급순; state로 하나만)',
        params: idParams,
        querystring: memberCouponsQuery,
        response: { 200: memberCouponsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, coupons } = await issuing.listConsoleMemberCoupons(
        req.ctx,
        req.params._id,
        req.query.state,
        pagingOf(req),
      );
      return { summary: { totalCount }, coupons };
    },
  );
  app.delete(
    '/shop/coupons/:_id/issues/:_issue',
    {
      schema: {
        tags,
        summary: '쿠폰 회수 (사용하지 않은 쿠폰만; 사용된 쿠폰은 409)',
        params: couponIssueParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await issuing.revokeIssue(req.ctx, req.params._id, req.params._issue);
      return reply.status(204).send(null);
    },
  );
};
