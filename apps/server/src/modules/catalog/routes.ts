import {
  brandEnvelope,
  brandsEnvelope,
  categoriesEnvelope,
  categoryCodeParams,
  categoryEnvelope,
  idParams,
  productEnvelope,
  productsEnvelope,
  productsQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import * as catalog from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];
  app.get(
    '/shop/categories',
    { schema: { tags, summary: '카테고리 트리', response: { 200: categoriesEnvelope } } },
    async (req) => ({ categories: await catalog.listCategories(req.ctx) }),
  );
  app.get(
    '/shop/categories/:code',
    {
      schema: { tags, summary: '카테고리', params: categoryCodeParams, response: { 200: categoryEnvelope } },
    },
    async (req) => ({ category: await catalog.getCategory(req.ctx, req.params.code) }),
  );
  app.get(
    '/shop/brands',
    { schema: { tags, summary: '브랜드 목록', response: { 200: brandsEnvelope } } },
    async (req) => ({ brands: await catalog.listBrands(req.ctx) }),
  );
  app.get(
    '/shop/brands/:code',
    { schema: { tags, summary: '브랜드', params: categoryCodeParams, response: { 200: brandEnvelope } } },
    async (req) => ({ brand: await catalog.getBrand(req.ctx, req.params.code) }),
  );
  app.get(
    '/shop/products',
    {
      schema: {
        tags,
        summary: '상품 목록 (카테고리, 브랜드, 검색, 정렬)',
        querystring: productsQuery,
        response: { 200: productsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, products } = await catalog.listProducts(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, products };
    },
  );
  app.get(
    '/shop/products/:_id',
    { schema: { tags, summary: '상품 상세', params: idParams, response: { 200: productEnvelope } } },
    async (req) => ({ product: await catalog.getProduct(req.ctx, req.params._id) }),
  );
};
