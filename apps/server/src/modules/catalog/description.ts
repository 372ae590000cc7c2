import type SanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lazy-require.ts';

const loadSanitizeHtml = lazyRequire<typeof SanitizeHtml>('sanitize-html');

/**
 * Product descriptions are HTML written in the console's rich-text editor and shown to every
 * shopper, so only formatting, links and images (our own or https) survive.
 */
export function cleanDescription(html: string): string {
  const sanitizeHtml = loadSanitizeHtml();
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
      'figure',
      'figcaption',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}
