import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const contentConsole: FastifyPluginAsyncZod = async (_app) => {};
