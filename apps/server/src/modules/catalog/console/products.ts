import {
  autocompleteEnvelope,
  autocompleteQuery,
  consoleProductEnvelope,
  consoleProductsEnvelope,
  consoleProductsQuery,
  formatDate,
  idParams,
  productInput,
  productOptionsInput,
  shippingMethodLabel,
  suppliesEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newWorkbook } from '../../../http/excel.ts';
import { pagingOf } from '../../../http/paging.ts';
import * as lookups from '../console-service/lookups.ts';
import * as options from '../console-service/options.ts';
import * as view from '../console-service/product-view.ts';
import * as manage from '../console-service/products.ts';
import { tags } from './tags.ts';

/** /api/console/shop/products: the list and its Excel file, lookups, and the product's CRUD. */
export const productConsole: FastifyPluginAsyncZod = async (app) => {
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
    async (req) => ({ products: await lookups.autocomplete(req.ctx, req.query.q) }),
  );

  app.get(
    '/shop/products/supplies',
    { schema: { tags, summary: '공급사 목록', response: { 200: suppliesEnvelope } } },
    async (req) => ({ supplies: await lookups.listSupplies(req.ctx) }),
  );

  app.post(
    '/shop/products',
    { schema: { tags, summary: '상품 등록', body: productInput, response: { 201: consoleProductEnvelope } } },
    async (req, reply) => reply.status(201).send({ product: await manage.createProduct(req.ctx, req.body) }),
  );

  app.get(
    '/shop/products/:_id',
    { schema: { tags, summary: '상품 상세', params: idParams, response: { 200: consoleProductEnvelope } } },
    async (req) => ({ product: await view.getProductForConsole(req.ctx, req.params._id) }),
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
    async (req) => ({ product: await options.replaceProductOptions(req.ctx, req.params._id, req.body) }),
  );
};
