import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const inquiriesConsole: FastifyPluginAsyncZod = async (_app) => {};
