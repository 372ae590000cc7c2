import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { validatorCompiler } from './http/validation.ts';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** The Fastify server's options: its log, limits, proxy trust, closing and schema compilers. */
export function serverOptions(config: Config, logStream?: { write(line: string): void }) {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // While closing (SIGTERM), a request that still arrives on an open connection is served, not
    // answered 503: the database closes only after it (main.ts, docs/decisions/0032).
    return503OnClosing: false,
    // Every route validates and serializes with zod: without these, Fastify would load its own Ajv
    // and fast-json-stringify compilers at every start (about a tenth of a second) and never use them.
    // (Fastify types the factories for Ajv's schemas; at run time a factory answers a compiler of
    // the route's schema, which the zod ones are.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
        buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
      },
    },
  } satisfies FastifyServerOptions;
}

/**
 * A request as its log line shows it (Fastify's default fields), with the secret path segment of
 * Solapi's delivery-report webhook hidden: whoever reads the logs must not be able to forge reports.
 */
function requestForLog(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: req.method,
    url: req.url.replace(/^(\/api\/plugins\/solapi\/report\/)[^/?#]+/, '$1***'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
