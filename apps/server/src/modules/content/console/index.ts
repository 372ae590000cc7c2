import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bandBannerConsole } from './band-banners.ts';
import { bannerConsole } from './banners.ts';
import { displayConsole } from './displays.ts';
import { exhibitionConsole } from './exhibitions.ts';
import { popupConsole } from './popups.ts';
import { showroomConsole } from './showrooms.ts';

/**
 * Operators' shop content: banners with slide images, band banners, popups, displays, exhibitions
 * and showrooms. Lists answer every row, switched off and out of period too. The shop reads these
 * tables live (nothing is cached), so a save shows on the next page view.
 */
export const contentConsole: FastifyPluginAsyncZod = async (app) => {
  await app.register(bannerConsole);
  await app.register(bandBannerConsole);
  await app.register(popupConsole);
  await app.register(displayConsole);
  await app.register(exhibitionConsole);
  await app.register(showroomConsole);
};
