import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ShopError } from '../http/errors.ts';
import { hugePng } from '../testing/zip.ts';
import {
  makeContentImage,
  makeSlideVariants,
  makeVariants,
  responsiveWidths,
  stemOf,
  variantFile,
} from './images.ts';

describe('variantFile and stemOf (a product row keeps file names, decision 0025)', () => {
  it('names each variant of an upload and finds the upload again from any of them', () => {
    expect(variantFile('fbfdb7c6e24b432b', 'card')).toBe('fbfdb7c6e24b432b-card.webp');
    expect(variantFile('fbfdb7c6e24b432b', 'detail')).toBe('fbfdb7c6e24b432b-detail.webp');
    expect(stemOf('fbfdb7c6e24b432b-card.webp')).toBe('fbfdb7c6e24b432b');
    expect(stemOf('fbfdb7c6e24b432b-detail.webp')).toBe('fbfdb7c6e24b432b');
  });

  it('answers a name that is no variant file as it is', () => {
    expect(stemOf('fbfdb7c6e24b432b')).toBe('fbfdb7c6e24b432b');
    expect(stemOf('photo-large.webp')).toBe('photo-large.webp');
  });
});

describe('responsiveWidths', () => {
  it('keeps the set widths up to a wide image and caps it at the largest', () => {
    expect(responsiveWidths(1920)).toEqual([480, 768, 1280, 1920]);
    expect(responsiveWidths(4000)).toEqual([480, 768, 1280, 1920]);
  });

  it('never enlarges: a narrow image gets the smaller widths and its own', () => {
    expect(responsiveWidths(750)).toEqual([480, 750]);
    expect(responsiveWidths(480)).toEqual([480]);
    expect(responsiveWidths(300)).toEqual([300]);
  });

  it('skips a set width within 10 % of the image, which would repeat it', () => {
    expect(responsiveWidths(800)).toEqual([480, 800]);
    expect(responsiveWidths(1300)).toEqual([480, 768, 1300]);
  });
});

describe('makeSlideVariants', () => {
  it('answers the upright size of a photo taken sideways (EXIF orientation 6)', async () => {
    const sideways = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const made = await makeSlideVariants(sideways);
    expect(made).toMatchObject({ widths: [480, 600], width: 600, height: 1000 });
  });
});

describe('every image upload', () => {
  it.each([
    ['product images', (b: Buffer) => makeVariants(b)],
    ['banner slides', (b: Buffer) => makeSlideVariants(b)],
    ['content images', (b: Buffer) => makeContentImage(b, 'popup')],
  ])('refuses %s declaring more than 50 megapixels with 400, before decoding', async (_, make) => {
    const error = await make(hugePng(10_000, 5_001)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ statusCode: 400, code: 'IMAGE_TOO_MANY_PIXELS' });
  });
});
