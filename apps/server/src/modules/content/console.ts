import {
  bandBannerEnvelope,
  bandBannerInput,
  bandBannersEnvelope,
  bannerEnvelope,
  bannerImageParams,
  bannerInput,
  bannersEnvelope,
  displaysEnvelope,
  displaysInput,
  displaysQuery,
  exhibitionEnvelope,
  exhibitionFileParams,
  exhibitionInput,
  exhibitionsEnvelope,
  exhibitionsQuery,
  idParams,
  popupEnvelope,
  popupInput,
  popupsEnvelope,
  showroomEnvelope,
  showroomInput,
  showroomsEnvelope,
  slideOrderBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import { readUpload } from '../../http/uploads.ts';
import * as bandBanners from './band-banners.ts';
import * as banners from './banners.ts';
import * as displays from './displays.ts';
import * as exhibitions from './exhibitions.ts';
import * as popups from './popups.ts';
import * as showrooms from './showrooms.ts';

/**
 * Operators' shop content: banners with slide images, band banners, popups, displays, exhibitions
 * and showrooms. Lists answer every row, switched off and out of period too. The shop reads these
 * tables live (nothing is cached), so a save shows on the next page view.
 */
export const contentConsole: FastifyPluginAsyncZod = async (app) => {
  const noContent = { 204: z.null() };

  // ---- banners ----
  {
    const tags = ['console: banners'];
    app.get(
      '/banners',
      { schema: { tags, summary: '배너 목록', response: { 200: bannersEnvelope } } },
      async (req) => {
        const { totalCount, banners: list } = await banners.listBanners(req.ctx, pagingOf(req));
        return { summary: { totalCount }, banners: list };
      },
    );
    app.post(
      '/banners',
      { schema: { tags, summary: '배너 등록', body: bannerInput, response: { 201: bannerEnvelope } } },
      async (req, reply) => reply.status(201).send({ banner: await banners.createBanner(req.ctx, req.body) }),
    );
    app.get(
      '/banners/:_id',
      { schema: { tags, summary: '배너 상세', params: idParams, response: { 200: bannerEnvelope } } },
      async (req) => ({ banner: await banners.getBanner(req.ctx, req.params._id) }),
    );
    app.put(
      '/banners/:_id',
      {
        schema: {
          tags,
          summary: '배너 수정 (슬라이드 문구는 순서대로, 이미지는 유지)',
          params: idParams,
          body: bannerInput,
          response: { 200: bannerEnvelope },
        },
      },
      async (req) => ({ banner: await banners.updateBanner(req.ctx, req.params._id, req.body) }),
    );
    app.delete(
      '/banners/:_id',
      { schema: { tags, summary: '배너 삭제 (이미지 포함)', params: idParams, response: noContent } },
      async (req, reply) => {
        await banners.deleteBanner(req.ctx, req.params._id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/banners/:_id/images/:index',
      {
        schema: {
          tags,
          summary: '슬라이드 이미지 등록/교체 (multipart image)',
          params: bannerImageParams,
          response: { 200: bannerEnvelope },
        },
      },
      async (req) => ({
        banner: await banners.putSlideImage(
          req.ctx,
          req.params._id,
          req.params.index,
          await readUpload(req, 'image'),
        ),
      }),
    );
    app.delete(
      '/banners/:_id/images/:index',
      {
        schema: {
          tags,
          summary: '슬라이드 이미지 삭제',
          params: bannerImageParams,
          response: { 200: bannerEnvelope },
        },
      },
      async (req) => ({
        banner: await banners.deleteSlideImage(req.ctx, req.params._id, req.params.index),
      }),
    );
    app.put(
      '/banners/:_id/slides/order',
      {
        schema: {
          tags,
          summary: '슬라이드 순서 (새 순서대로 예전 위치)',
          params: idParams,
          body: slideOrderBody,
          response: { 200: bannerEnvelope },
        },
      },
      async (req) => ({ banner: await banners.orderSlides(req.ctx, req.params._id, req.body.order) }),
    );
  }

  // ---- band banners ----
  {
    const tags = ['console: band banners'];
    app.get(
      '/band-banners',
      { schema: { tags, summary: '띠배너 목록', response: { 200: bandBannersEnvelope } } },
      async (req) => {
        const { totalCount, bandBanners: list } = await bandBanners.listBandBanners(req.ctx, pagingOf(req));
        return { summary: { totalCount }, bandBanners: list };
      },
    );
    app.post(
      '/band-banners',
      {
        schema: {
          tags,
          summary: '띠배너 등록',
          body: bandBannerInput,
          response: { 201: bandBannerEnvelope },
        },
      },
      async (req, reply) =>
        reply.status(201).send({ bandBanner: await bandBanners.createBandBanner(req.ctx, req.body) }),
    );
    app.get(
      '/band-banners/:_id',
      { schema: { tags, summary: '띠배너 상세', params: idParams, response: { 200: bandBannerEnvelope } } },
      async (req) => ({ bandBanner: await bandBanners.getBandBanner(req.ctx, req.params._id) }),
    );
    app.put(
      '/band-banners/:_id',
      {
        schema: {
          tags,
          summary: '띠배너 수정',
          params: idParams,
          body: bandBannerInput,
          response: { 200: bandBannerEnvelope },
        },
      },
      async (req) => ({ bandBanner: await bandBanners.updateBandBanner(req.ctx, req.params._id, req.body) }),
    );
    app.delete(
      '/band-banners/:_id',
      { schema: { tags, summary: '띠배너 삭제', params: idParams, response: noContent } },
      async (req, reply) => {
        await bandBanners.deleteBandBanner(req.ctx, req.params._id);
        return reply.status(204).send(null);
      },
    );
  }

  // ---- popups ----
  {
    const tags = ['console: popups'];
    app.get(
      '/popups',
      { schema: { tags, summary: '팝업 목록', response: { 200: popupsEnvelope } } },
      async (req) => {
        const { totalCount, popups: list } = await popups.listPopups(req.ctx, pagingOf(req));
        return { summary: { totalCount }, popups: list };
      },
    );
    app.post(
      '/popups',
      { schema: { tags, summary: '팝업 등록', body: popupInput, response: { 201: popupEnvelope } } },
      async (req, reply) => reply.status(201).send({ popup: await popups.createPopup(req.ctx, req.body) }),
    );
    app.get(
      '/popups/:_id',
      { schema: { tags, summary: '팝업 상세', params: idParams, response: { 200: popupEnvelope } } },
      async (req) => ({ popup: await popups.getPopup(req.ctx, req.params._id) }),
    );
    app.put(
      '/popups/:_id',
      {
        schema: {
          tags,
          summary: '팝업 수정',
          params: idParams,
          body: popupInput,
          response: { 200: popupEnvelope },
        },
      },
      async (req) => ({ popup: await popups.updatePopup(req.ctx, req.params._id, req.body) }),
    );
    app.delete(
      '/popups/:_id',
      { schema: { tags, summary: '팝업 삭제 (이미지 포함)', params: idParams, response: noContent } },
      async (req, reply) => {
        await popups.deletePopup(req.ctx, req.params._id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/popups/:_id/image',
      {
        schema: {
          tags,
          summary: '팝업 이미지 등록/교체 (multipart image)',
          params: idParams,
          response: { 200: popupEnvelope },
        },
      },
      async (req) => ({
        popup: await popups.setPopupImage(req.ctx, req.params._id, await readUpload(req, 'image')),
      }),
    );
    app.delete(
      '/popups/:_id/image',
      { schema: { tags, summary: '팝업 이미지 삭제', params: idParams, response: { 200: popupEnvelope } } },
      async (req) => ({ popup: await popups.deletePopupImage(req.ctx, req.params._id) }),
    );
  }

  // ---- displays ----
  {
    const tags = ['console: shop content'];
    app.get(
      '/shop/displays',
      {
        schema: {
          tags,
          summary: '진열 상품 (숨긴 상품 포함)',
          querystring: displaysQuery,
          response: { 200: displaysEnvelope },
        },
      },
      async (req) => ({ displays: await displays.listDisplays(req.ctx, req.query.code) }),
    );
    app.put(
      '/shop/displays',
      {
        schema: {
          tags,
          summary: '진열 상품 저장 (한 코드의 목록 전체를 순서대로)',
          body: displaysInput,
          response: { 200: displaysEnvelope },
        },
      },
      async (req) => ({
        displays: await displays.replaceDisplays(req.ctx, req.body.code, req.body._products),
      }),
    );
  }

  // ---- exhibitions ----
  {
    const tags = ['console: shop content'];
    app.get(
      '/shop/exhibitions',
      {
        schema: {
          tags,
          summary: '기획전 목록',
          querystring: exhibitionsQuery,
          response: { 200: exhibitionsEnvelope },
        },
      },
      async (req) => {
        const { totalCount, exhibitions: list } = await exhibitions.listExhibitions(
          req.ctx,
          req.query.kind,
          pagingOf(req),
        );
        return { summary: { totalCount }, exhibitions: list };
      },
    );
    app.post(
      '/shop/exhibitions',
      {
        schema: {
          tags,
          summary: '기획전 등록',
          body: exhibitionInput,
          response: { 201: exhibitionEnvelope },
        },
      },
      async (req, reply) =>
        reply.status(201).send({ exhibition: await exhibitions.createExhibition(req.ctx, req.body) }),
    );
    app.get(
      '/shop/exhibitions/:_id',
      {
        schema: {
          tags,
          summary: '기획전 상세 (숨긴 상품 포함)',
          params: idParams,
          response: { 200: exhibitionEnvelope },
        },
      },
      async (req) => ({ exhibition: await exhibitions.getExhibition(req.ctx, req.params._id) }),
    );
    app.put(
      '/shop/exhibitions/:_id',
      {
        schema: {
          tags,
          summary: '기획전 수정 (상품 목록 전체를 순서대로)',
          params: idParams,
          body: exhibitionInput,
          response: { 200: exhibitionEnvelope },
        },
      },
      async (req) => ({
        exhibition: await exhibitions.updateExhibition(req.ctx, req.params._id, req.body),
      }),
    );
    app.delete(
      '/shop/exhibitions/:_id',
      { schema: { tags, summary: '기획전 삭제 (이미지 포함)', params: idParams, response: noContent } },
      async (req, reply) => {
        await exhibitions.deleteExhibition(req.ctx, req.params._id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/shop/exhibitions/:_id/files/:slot',
      {
        schema: {
          tags,
          summary: '기획전 썸네일/배너 이미지 (multipart, 항목 이름은 thumb 또는 banner)',
          params: exhibitionFileParams,
          response: { 200: exhibitionEnvelope },
        },
      },
      async (req) => ({
        exhibition: await exhibitions.setExhibitionFile(
          req.ctx,
          req.params._id,
          req.params.slot,
          await readUpload(req, req.params.slot),
        ),
      }),
    );
    app.delete(
      '/shop/exhibitions/:_id/files/:slot',
      {
        schema: {
          tags,
          summary: '기획전 썸네일/배너 이미지 삭제',
          params: exhibitionFileParams,
          response: { 200: exhibitionEnvelope },
        },
      },
      async (req) => ({
        exhibition: await exhibitions.deleteExhibitionFile(req.ctx, req.params._id, req.params.slot),
      }),
    );
  }

  // ---- showrooms ----
  {
    const tags = ['console: shop content'];
    app.get(
      '/shop/showrooms',
      { schema: { tags, summary: '쇼룸 목록', response: { 200: showroomsEnvelope } } },
      async (req) => {
        const { totalCount, showrooms: list } = await showrooms.listShowrooms(req.ctx, pagingOf(req));
        return { summary: { totalCount }, showrooms: list };
      },
    );
    app.post(
      '/shop/showrooms',
      { schema: { tags, summary: '쇼룸 등록', body: showroomInput, response: { 201: showroomEnvelope } } },
      async (req, reply) =>
        reply.status(201).send({ showroom: await showrooms.createShowroom(req.ctx, req.body) }),
    );
    app.get(
      '/shop/showrooms/:_id',
      { schema: { tags, summary: '쇼룸 상세', params: idParams, response: { 200: showroomEnvelope } } },
      async (req) => ({ showroom: await showrooms.getShowroom(req.ctx, req.params._id) }),
    );
    app.put(
      '/shop/showrooms/:_id',
      {
        schema: {
          tags,
          summary: '쇼룸 수정',
          params: idParams,
          body: showroomInput,
          response: { 200: showroomEnvelope },
        },
      },
      async (req) => ({ showroom: await showrooms.updateShowroom(req.ctx, req.params._id, req.body) }),
    );
    app.delete(
      '/shop/showrooms/:_id',
      { schema: { tags, summary: '쇼룸 삭제 (사진 포함)', params: idParams, response: noContent } },
      async (req, reply) => {
        await showrooms.deleteShowroom(req.ctx, req.params._id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/shop/showrooms/:_id/image',
      {
        schema: {
          tags,
          summary: '쇼룸 사진 등록/교체 (multipart image)',
          params: idParams,
          response: { 200: showroomEnvelope },
        },
      },
      async (req) => ({
        showroom: await showrooms.setShowroomImage(req.ctx, req.params._id, await readUpload(req, 'image')),
      }),
    );
    app.delete(
      '/shop/showrooms/:_id/image',
      { schema: { tags, summary: '쇼룸 사진 삭제', params: idParams, response: { 200: showroomEnvelope } } },
      async (req) => ({ showroom: await showrooms.deleteShowroomImage(req.ctx, req.params._id) }),
    );
  }
};
