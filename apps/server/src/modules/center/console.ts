import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const centerConsole: FastifyPluginAsyncZod = async (_app) => {};
