import {
  bandBannersEnvelope,
  bannerCodeParams,
  bannerEnvelope,
  displaysEnvelope,
  displaysQuery,
  exhibitionEnvelope,
  exhibitionsEnvelope,
  exhibitionsQuery,
  idParams,
  popupsEnvelope,
  showroomsEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import { listVisibleBandBanners } from './band-banners.ts';
import { getVisibleBanner } from './banners.ts';
import { listVisibleDisplays } from './displays.ts';
import { getVisibleExhibition, listVisibleExhibitions } from './exhibitions.ts';
import { listVisiblePopups } from './popups.ts';
import { listVisibleShowrooms } from './showrooms.ts';

/**
 * Shop content of the home page, header and side panel. Every answer holds only what is visible at
 * the request's moment; these are small indexed reads, deliberately not kept in the catalogue cache,
 * whose entries would outlive a banner's or an exhibition's period.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.get(
    '/band-banners',
    {
      schema: { tags, summary: '띠배너 (지금 보이는 것, 순서대로)', response: { 200: bandBannersEnvelope } },
    },
    async (req) => {
      const bandBanners = await listVisibleBandBanners(req.ctx);
      return { summary: { totalCount: bandBanners.length }, bandBanners };
    },
  );

  app.get(
    '/banners/:code',
    {
      schema: {
        tags,
        summary: '코드별 배너 (이미지가 있는 슬라이드만)',
        params: bannerCodeParams,
        response: { 200: bannerEnvelope },
      },
    },
    async (req) => ({ banner: await getVisibleBanner(req.ctx, req.params.code) }),
  );

  app.get(
    '/popups',
    { schema: { tags, summary: '팝업 (지금 보이는 것, 순서대로)', response: { 200: popupsEnvelope } } },
    async (req) => {
      const popups = await listVisiblePopups(req.ctx);
      return { summary: { totalCount: popups.length }, popups };
    },
  );

  app.get(
    '/shop/displays',
    {
      schema: {
        tags,
        summary: '진열 상품 (section1 베스트셀러, section2 MD PICK)',
        querystring: displaysQuery,
        response: { 200: displaysEnvelope },
      },
    },
    async (req) => ({ displays: await listVisibleDisplays(req.ctx, req.query.code) }),
  );

  app.get(
    '/shop/exhibitions',
    {
      schema: {
        tags,
        summary: '기획전 목록 (진행 중인 것)',
        querystring: exhibitionsQuery,
        response: { 200: exhibitionsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, exhibitions } = await listVisibleExhibitions(
        req.ctx,
        req.query.kind,
        pagingOf(req),
      );
      return { summary: { totalCount }, exhibitions };
    },
  );

  app.get(
    '/shop/exhibitions/:_id',
    {
      schema: {
        tags,
        summary: '기획전 상세 (상품 포함)',
        params: idParams,
        response: { 200: exhibitionEnvelope },
      },
    },
    async (req) => ({ exhibition: await getVisibleExhibition(req.ctx, req.params._id) }),
  );

  app.get(
    '/shop/showrooms',
    { schema: { tags, summary: '쇼룸 목록', response: { 200: showroomsEnvelope } } },
    async (req) => {
      const { totalCount, showrooms } = await listVisibleShowrooms(req.ctx, pagingOf(req, { limit: 100 }));
      return { summary: { totalCount }, showrooms };
    },
  );
};
