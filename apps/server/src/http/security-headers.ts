import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * The specification's client "encrypted" credentials with a key shipped to the browser; HTTPS and
 * a strict Content-Security-Policy protect them instead (docs/decisions/0002). Helmet's headers
 * are built once here (its Fastify plugin built them again for every request).
 */
export function addSecurityHeaders(app: FastifyInstance, config: Config): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The two third-party scripts the order form loads on demand (INTEGRATIONS.md): the Kakao
        // postcode search (its loader pulls modules from both CDNs) and NICE Pay's payment window SDK.
        scriptSrc: [
          "'self'",
          'https://t1.kakaocdn.net',
          'https://t1.daumcdn.net',
          'https://pay.nicepay.co.kr',
        ],
        frameSrc: [
          "'self'",
          'https://postcode.map.kakao.com',
          'https://postcode.map.daum.net',
          'https://*.nicepay.co.kr',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // NHN KCP's 본인인증 window is opened by posting a form to it.
        formAction: ["'self'", 'https://*.kcp.co.kr'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Only behind TLS: on a plain-HTTP LAN address it would send every asset to https.
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    // Product images and uploads are served to other origins' previews as well.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (error) => done(error as Error)),
  );
}
