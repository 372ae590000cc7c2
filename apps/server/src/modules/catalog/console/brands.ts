import {
  brandInput,
  consoleBrandEnvelope,
  consoleBrandsEnvelope,
  consoleBrandsQuery,
  idParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../../http/paging.ts';
import { readUpload } from '../../../http/uploads.ts';
import * as manage from '../console-service/brands.ts';
import { tags } from './tags.ts';

/** /api/console/shop/brands: the list, each brand's CRUD and its logo. */
export const brandConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/brands',
    {
      schema: {
        tags,
        summary: '브랜드 목록 (숨김 포함, 이름이나 코드로 검색)',
        querystring: consoleBrandsQuery,
        response: { 200: consoleBrandsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, brands } = await manage.listBrandsForConsole(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, brands };
    },
  );
  app.get(
    '/shop/brands/:_id',
    { schema: { tags, summary: '브랜드 상세', params: idParams, response: { 200: consoleBrandEnvelope } } },
    async (req) => ({ brand: await manage.getBrandForConsole(req.ctx, req.params._id) }),
  );
  app.post(
    '/shop/brands',
    { schema: { tags, summary: '브랜드 추가', body: brandInput, response: { 201: consoleBrandEnvelope } } },
    async (req, reply) => reply.status(201).send({ brand: await manage.createBrand(req.ctx, req.body) }),
  );
  app.put(
    '/shop/brands/:_id',
    {
      schema: {
        tags,
        summary: '브랜드 수정',
        params: idParams,
        body: brandInput,
        response: { 200: consoleBrandEnvelope },
      },
    },
    async (req) => ({ brand: await manage.updateBrand(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/shop/brands/:_id',
    { schema: { tags, summary: '브랜드 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await manage.deleteBrand(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/shop/brands/:_id/logo',
    {
      schema: {
        tags,
        summary: '브랜드 로고 (multipart logo)',
        params: idParams,
        response: { 200: consoleBrandEnvelope },
      },
    },
    async (req) => ({
      brand: await manage.setBrandLogo(req.ctx, req.params._id, await readUpload(req, 'logo')),
    }),
  );
};
