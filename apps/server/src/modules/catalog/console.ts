import {
  autocompleteEnvelope,
  autocompleteQuery,
  brandInput,
  categoryInput,
  consoleBrandEnvelope,
  consoleBrandsEnvelope,
  consoleCategoriesEnvelope,
  consoleCategoryEnvelope,
  consoleProductEnvelope,
  consoleProductsEnvelope,
  consoleProductsQuery,
  editorImageEnvelope,
  formatDate,
  idParams,
  imageIndexParams,
  imageOrderBody,
  productInput,
  productOptionsInput,
  shippingMethodLabel,
  suppliesEnvelope,
  thumbChoiceBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newWorkbook } from '../../http/excel.ts';
import { guardEveryRoute } from '../../http/openapi.ts';
import { pagingOf } from '../../http/paging.ts';
import { readUpload } from '../../http/uploads.ts';
import * as manage from './console-service.ts';

const tags = ['console: shop'];

export const catalogConsole: FastifyPluginAsyncZod = async (app) => {
  // ---- products ----
  app.get(
    '/shop/products',
    {
      schema: {
        tags,
        summary: '상품 목록',
        querystring: consoleProductsQuery,
        response: { 200: consoleProductsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, products } = await manage.listProductsForConsole(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, products };
    },
  );

  app.get(
    '/shop/products/export',
    { schema: { tags, summary: '상품 목록 엑셀 내려받기', querystring: consoleProductsQuery } },
    async (req, reply) => {
      const { products } = await manage.listProductsForConsole(req.ctx, req.query, null);
      const book = await newWorkbook();
      const sheet = book.addWorksheet('상품');
      sheet.columns = [
        { header: '상품번호', key: '_id', width: 38 },
        { header: '상품명', key: 'name', width: 40 },
        { header: '카테고리', key: 'category', width: 16 },
        { header: '브랜드', key: 'brand', width: 14 },
        { header: '정가', key: 'price', width: 12, style: { numFmt: '#,##0' } },
        { header: '판매가', key: 'salePrice', width: 12, style: { numFmt: '#,##0' } },
        { header: '할인율(%)', key: 'discountRate', width: 10 },
        { header: '재고', key: 'stock', width: 8 },
        { header: '품절', key: 'soldout', width: 8 },
        { header: '진열', key: 'isDisplayed', width: 8 },
        { header: '배송', key: 'shipping', width: 10 },
        { header: '공급사', key: 'supplier', width: 18 },
        { header: '등록일', key: 'createdAt', width: 12 },
      ];
      sheet.getRow(1).font = { bold: true };
      for (const p of products) {
        sheet.addRow({
          ...p,
          category: p.category.name,
          brand: p.brand?.name ?? '',
          soldout: p.soldout || p.stock === 0 ? '품절' : '',
          isDisplayed: p.isDisplayed ? '진열' : '숨김',
          shipping: shippingMethodLabel[p.shippingMethod],
          createdAt: formatDate(p.createdAt),
        });
      }
      const body = Buffer.from(await book.xlsx.writeBuffer());
      const name = encodeURIComponent(`상품목록_${formatDate(req.ctx.now)}.xlsx`);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="products.xlsx"; filename*=UTF-8''${name}`)
        .send(body);
    },
  );

  app.get(
    '/shop/products/autocomplete',
    {
      schema: {
        tags,
        summary: '상품명 자동완성',
        querystring: autocompleteQuery,
        response: { 200: autocompleteEnvelope },
      },
    },
    async (req) => ({ products: await manage.autocomplete(req.ctx, req.query.q) }),
  );

  app.get(
    '/shop/products/supplies',
    { schema: { tags, summary: '공급사 목록', response: { 200: suppliesEnvelope } } },
    async (req) => ({ supplies: await manage.listSupplies(req.ctx) }),
  );

  app.post(
    '/shop/products',
    { schema: { tags, summary: '상품 등록', body: productInput, response: { 201: consoleProductEnvelope } } },
    async (req, reply) => reply.status(201).send({ product: await manage.createProduct(req.ctx, req.body) }),
  );

  app.get(
    '/shop/products/:_id',
    { schema: { tags, summary: '상품 상세', params: idParams, response: { 200: consoleProductEnvelope } } },
    async (req) => ({ product: await manage.getProductForConsole(req.ctx, req.params._id) }),
  );

  app.put(
    '/shop/products/:_id',
    {
      schema: {
        tags,
        summary: '상품 수정 (옵션 포함)',
        params: idParams,
        body: productInput,
        response: { 200: consoleProductEnvelope },
      },
    },
    async (req) => ({ product: await manage.updateProduct(req.ctx, req.params._id, req.body) }),
  );

  app.delete(
    '/shop/products/:_id',
    { schema: { tags, summary: '상품 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await manage.deleteProduct(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

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
      product: await manage.setThumb(req.ctx, req.params._id, await readUpload(req, 'thumb')),
    }),
  );

  app.put(
    '/shop/products/:_id/options',
    {
      schema: {
        tags,
        summary: '상품 옵션 (옵션 그룹과 조합형 옵션 전체 교체)',
        params: idParams,
        body: productOptionsInput,
        response: { 200: consoleProductEnvelope },
      },
    },
    async (req) => ({ product: await manage.replaceProductOptions(req.ctx, req.params._id, req.body) }),
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
    async (req) => ({ product: await manage.chooseThumb(req.ctx, req.params._id, req.body.stem) }),
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
      product: await manage.putImage(
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
    async (req) => ({ product: await manage.deleteImage(req.ctx, req.params._id, req.params.index) }),
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
    async (req) => ({ product: await manage.orderImages(req.ctx, req.params._id, req.body.imageStems) }),
  );

  // ---- categories ----
  app.get(
    '/shop/categories',
    { schema: { tags, summary: '카테고리 트리 (숨김 포함)', response: { 200: consoleCategoriesEnvelope } } },
    async (req) => ({ categories: await manage.consoleCategoryTree(req.ctx) }),
  );
  app.post(
    '/shop/categories',
    {
      schema: {
        tags,
        summary: '카테고리 추가',
        body: categoryInput,
        response: { 201: consoleCategoryEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ category: await manage.createCategory(req.ctx, req.body) }),
  );
  app.put(
    '/shop/categories/:_id',
    {
      schema: {
        tags,
        summary: '카테고리 수정 (이름, 순서, 숨김, 이동)',
        params: idParams,
        body: categoryInput,
        response: { 200: consoleCategoryEnvelope },
      },
    },
    async (req) => ({ category: await manage.updateCategory(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/shop/categories/:_id',
    { schema: { tags, summary: '카테고리 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await manage.deleteCategory(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  // ---- brands ----
  app.get(
    '/shop/brands',
    { schema: { tags, summary: '브랜드 목록 (숨김 포함)', response: { 200: consoleBrandsEnvelope } } },
    async (req) => ({ brands: await manage.listBrandsForConsole(req.ctx) }),
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
      reply.status(201).send({ url: await manage.storeEditorImage(req.ctx, await readUpload(req, 'photo')) }),
  );
};
