import { idParams, likeBody, likeEnvelope, likesEnvelope, likesQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import * as likesService from './service.ts';

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['me'];
  app.get(
    '/me/likes',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '좋아요 목록', querystring: likesQuery, response: { 200: likesEnvelope } },
    },
    async (req) => {
      const { totalCount, likes } = await likesService.listLikes(
        req.ctx,
        pagingOf(req),
        req.query.withPopulate,
      );
      return { summary: { totalCount }, likes };
    },
  );
  app.post(
    '/me/likes',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '좋아요', body: likeBody, response: { 200: likeEnvelope, 201: likeEnvelope } },
    },
    async (req, reply) => {
      const { like, created } = await likesService.likeProduct(req.ctx, req.body._product);
      return reply.status(created ? 201 : 200).send({ like });
    },
  );
  app.delete(
    '/me/likes/:_id',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '좋아요 취소', params: idParams, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await likesService.unlike(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
