import { formatWon, type Product, productImagePath } from '@shop/contracts';
import { clip, plainText } from '../html.ts';
import { absolute, type PageMeta, page } from './meta.ts';

/** Sold out as the shop shows it (품절 badge): marked so by an operator, or no stock left. */
export const isSoldOut = (product: Pick<Product, 'soldout' | 'stock'>) =>
  product.soldout || product.stock <= 0;

/** The card image (a square crop) first: what a share preview and a shopping result show. */
export function productImages(product: Pick<Product, '_id' | 'thumb' | 'images'>): string[] {
  const files = [product.thumb, ...product.images].filter((f): f is string => Boolean(f));
  return [...new Set(files)].map((file) => productImagePath(product._id, file));
}

/** How long a description may be: what search results show before they cut it. */
const DESCRIPTION_CHARS = 160;

/**
 * "브랜드 이름 | 카테고리 | 판매가 80,000원 (품절)", then the description's first words, within 160
 * characters. The brand is left out when the name already says it, and the words when they only
 * repeat the name (a description that starts with the product's name as its heading).
 */
export function productDescription(product: Product): string {
  const brand = product.brand?.name;
  const facts = [
    brand && !product.name.includes(brand) ? `${brand} ${product.name}` : product.name,
    product.category.name,
    `판매가 ${formatWon(product.salePrice)}${isSoldOut(product) ? ' (품절)' : ''}`,
  ].join(' | ');
  const room = DESCRIPTION_CHARS - [...facts].length - 2;
  let words = plainText(product.description, 1000);
  if (words.startsWith(product.name)) words = words.slice(product.name.length).trim();
  words = room >= 20 ? clip(words, room) : '';
  return words ? `${facts}. ${words}` : facts;
}

/**
 * schema.org Product for search results (Google's and Naver's rich results): price in won, stock
 * and 품절 as availability, the review figures only when there are reviews (an empty rating is an
 * error for Google). The id is the sku: the shop has no other product code.
 */
export function productJsonLd(product: Product, baseUrl: string, url: string): Record<string, unknown> {
  const reviews = product.meta.reviews;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: productImages(product).map((p) => absolute(baseUrl, p)),
    description: productDescription(product),
    sku: product._id,
    category: product.category.name,
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KRW',
      price: product.salePrice,
      availability: isSoldOut(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(reviews.count__total > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.star__average,
            reviewCount: reviews.count__total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A product page: its name, facts, card image, price and JSON-LD. */
export function productMeta(product: Product, baseUrl: string): PageMeta {
  const path = `/shop/products/${product._id}`;
  return page(product.name, path, {
    description: productDescription(product),
    image: productImages(product)[0] ?? null,
    type: 'product',
    price: product.salePrice,
    jsonLd: productJsonLd(product, baseUrl, `${baseUrl}${path}`),
  });
}
