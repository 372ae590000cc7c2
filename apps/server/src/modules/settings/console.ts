import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const settingConsole: FastifyPluginAsyncZod = async (_app) => {};
