import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const centerRoutes: FastifyPluginAsyncZod = async (_app) => {};
