import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds the schema when it is first touched, once', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds += 1;
      return z.string().trim().min(1, '이름을 입력해주세요');
    });
    expect(builds).toBe(0);
    expect(name.parse('  욕실  ')).toBe('욕실');
    expect(name.safeParse(' ').error?.issues[0]?.message).toBe('이름을 입력해주세요');
    expect(builds).toBe(1);
  });

  it('stands in for its schema inside other schemas, and its methods derive new ones', () => {
    const slide = lazySchema(() => z.object({ image: z.string(), width: z.number().int() }));
    const banner = lazySchema(() => z.object({ code: z.string(), slides: z.array(slide) }));
    const titled = lazySchema(() => slide.extend({ title: z.string().default('') }));
    expect(banner.parse({ code: 'main-visual', slides: [{ image: '/a.webp', width: 750 }] })).toEqual({
      code: 'main-visual',
      slides: [{ image: '/a.webp', width: 750 }],
    });
    expect(
      banner.safeParse({ code: 'x', slides: [{ image: 1, width: 750 }] }).error?.issues[0]?.path,
    ).toEqual(['slides', 0, 'image']);
    expect(titled.parse({ image: '/a.webp', width: 1 })).toEqual({ image: '/a.webp', width: 1, title: '' });
    expect(Object.keys(titled.shape)).toEqual(['image', 'width', 'title']);
    expect(slide.optional().parse(undefined)).toBeUndefined();
  });

  it('answers instanceof, in and keys as its schema does', () => {
    const real = z.object({ a: z.string() });
    const lazy = lazySchema(() => z.object({ a: z.string() }));
    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect('_zod' in lazy).toBe(true);
    expect(Reflect.ownKeys(lazy).sort()).toEqual(Reflect.ownKeys(real).sort());
    expect(Object.getOwnPropertyDescriptor(lazy, '_zod')?.value).toBe(lazy._zod);
  });

  it('does not build at all until used: a schema that fails to build fails where it is used', () => {
    const broken = lazySchema<z.ZodString>(() => {
      throw new Error('built');
    });
    expect(() => broken.parse('x')).toThrow('built');
  });
});
