import type { SeoSetting } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { ShopContext } from '../../http/context.ts';
import { getShopSetting } from './service.ts';

const noSeo: SeoSetting = { baseUrl: '', naverVerification: '', googleVerification: '' };

/** A host as a request may name it (name or address, optional port); anything else is not used. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The address the request came to (`https://shop.example` behind a proxy when TRUST_PROXY is set).
 * A Host header that is no host name gives `http://localhost`, so no header text reaches a page.
 */
export function requestOrigin(req: FastifyRequest): string {
  const scheme = req.protocol === 'https' ? 'https' : 'http';
  const host = HOST.test(req.host) ? req.host : 'localhost';
  // The scheme's own port is left out: http://shop.example, not http://shop.example:80.
  return `${scheme}://${host.replace(scheme === 'https' ? /:443$/ : /:80$/, '')}`;
}

/**
 * The shop's public address (decision 0053): the setting when an operator has set it, else the
 * address of the request. The setting is read from the cached shop setting (catalogue version), so
 * a change shows on the next page.
 */
export async function siteOf(
  ctx: ShopContext,
  origin: string,
): Promise<{ baseUrl: string; seo: SeoSetting }> {
  const seo = (await getShopSetting(ctx).catch(() => null))?.seo ?? noSeo;
  return { baseUrl: seo.baseUrl || origin, seo };
}
