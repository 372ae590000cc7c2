import {
  consoleProductEnvelope,
  editorImageEnvelope,
  idParams,
  imageIndexParams,
  imageOrderBody,
  thumbChoiceBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardEveryRoute } from '../../../http/openapi.ts';
import { readUpload } from '../../../http/uploads.ts';
import * as images from '../console-service/images.ts';
import { tags } from './tags.ts';

/** A product's gallery and card image: /api/console/shop/products/{_id}/thumb, images, autoImage. */
export const productImageConsole: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shop/products/:_id/thumb',
    {
      schema: {
        tags,
        summary: '대표 이미지 (multipart thumb)',
        params: idParams,
        response: { 200: consoleProductEnvelope },
      },
    },
    async (req) => ({
      product: await images.setThumb(req.ctx, req.params._id, await readUpload(req, 'thumb')),
    }),
  );
  app.put(
    '/shop/products/:_id/thumb',
    {
      schema: {
        tags,
        summary: '상품 이미지 중 하나를 대표 이미지로',
        params: idParams,
        body: thumbChoiceBody,
        response: { 200: consoleProductEnvelope },
      },
    },
    async (req) => ({ product: await images.chooseThumb(req.ctx, req.params._id, req.body.stem) }),
  );

  app.post(
    '/shop/products/:_id/images/:index',
    {
      schema: {
        tags,
        summary: '상품 이미지 등록/교체 (multipart image)',
        params: imageIndexParams,
        response: { 200: consoleProductEnvelope },
      },
    },
    async (req) => ({
      product: await images.putImage(
        req.ctx,
        req.params._id,
        req.params.index,
        await readUpload(req, 'image'),
      ),
    }),
  );

  app.delete(
    '/shop/products/:_id/images/:index',
    {
      schema: {
        tags,
        summary: '상품 이미지 삭제',
        params: imageIndexParams,
        response: { 200: consoleProductEnvelope },
      },
    },
    async (req) => ({ product: await images.deleteImage(req.ctx, req.params._id, req.params.index) }),
  );

  app.put(
    '/shop/products/:_id/images',
    {
      schema: {
        tags,
        summary: '상품 이미지 순서',
        params: idParams,
        body: imageOrderBody,
        response: { 200: consoleProductEnvelope },
      },
    },
    async (req) => ({ product: await images.orderImages(req.ctx, req.params._id, req.body.imageStems) }),
  );

  app.post(
    '/shop/products/:_id/autoImage',
    {
      schema: {
        tags,
        summary: '대표 이미지 자동 생성 (첫 번째 상품 이미지로)',
        params: idParams,
        response: { 200: consoleProductEnvelope },
      },
    },
    async (req) => ({ product: await images.autoImage(req.ctx, req.params._id) }),
  );
};

/** POST /editor (multipart photo): images inside rich-text descriptions. Operators only. */
export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  guardEveryRoute(app, app.requireOperator);
  app.post(
    '/editor',
    {
      schema: {
        tags,
        summary: '에디터 이미지 업로드 (multipart photo)',
        response: { 201: editorImageEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ url: await images.storeEditorImage(req.ctx, await readUpload(req, 'photo')) }),
  );
};
