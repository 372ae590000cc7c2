import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandConsole } from './brands.ts';
import { categoryConsole } from './categories.ts';
import { productImageConsole } from './images.ts';
import { productConsole } from './products.ts';

/** The operators' catalogue under /api/console: products, their images, categories and brands. */
export const catalogConsole: FastifyPluginAsyncZod = async (app) => {
  await app.register(productConsole);
  await app.register(productImageConsole);
  await app.register(categoryConsole);
  await app.register(brandConsole);
};
