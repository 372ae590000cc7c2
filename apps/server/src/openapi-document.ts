import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiTransform, openApiTransformObject, securitySchemes } from './http/openapi.ts';
import { rateLimited } from './http/rate-limit.ts';

/** The API's OpenAPI document and its viewer at /api/docs. */
export async function registerOpenApiDocument(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '욕실 쇼핑몰 API',
        version: '1.0.0',
        description: '스토어프런트, 마이페이지, 추천인, 관리자 콘솔 API',
      },
      // Relative: the document is served by the API it describes, on whatever host that is.
      servers: [{ url: '/', description: '이 문서를 제공하는 서버' }],
      components: { securitySchemes },
    },
    // operationId, security and 4xx answers of every operation, derived (http/openapi.ts).
    transform: openApiTransform({ rateLimited }),
    transformObject: openApiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
