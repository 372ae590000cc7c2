import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type IndexedProduct, positionsMatching } from './search.ts';

// lower() of a database in a full Unicode locale, for the characters these tests use.
const lowerTable = new Map([
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => [c, c.toLowerCase()] as const),
  ['É', 'é'],
  ['İ', 'i'],
]);
const lowerOf = (text: string) => [...text].map((c) => lowerTable.get(c) ?? c).join('');

const indexOf = (names: string[], lower = lowerTable) =>
  buildSearchIndex(
    names.map(
      (name, i): IndexedProduct => ({
        id: `p${i}`,
        name: lowerOf(name),
        category: `c${i % 3}`,
        brand: i % 2 ? 'b1' : null,
        newest: i + 1,
        priceAsc: names.length - i,
        priceDesc: i + 1,
      }),
    ),
    lower,
  );

/** What `name ILIKE '%term%'` finds: lower() of both, then a plain substring. */
const ilike = (names: string[], term: string) =>
  names.flatMap((name, i) => (lowerOf(name).includes(lowerOf(term)) ? [i] : []));

describe('search index', () => {
  const names = [
    '탑볼세면대 화이트',
    '세면대 수전',
    '스마트 비데',
    'AQR-1234 양변기',
    'aqr-12345',
    'École',
    '욕조',
  ];

  it('finds one, two and longer terms, inside compounds, in any case', () => {
    const index = indexOf(names);
    const find = (term: string) => positionsMatching(index, term).map((i) => names[i]);
    expect(find('세면대')).toEqual(['탑볼세면대 화이트', '세면대 수전']);
    expect(find('비데')).toEqual(['스마트 비데']);
    expect(find('수')).toEqual(['세면대 수전']);
    expect(find('세면대수전')).toEqual([]);
    expect(find('aqr-1234')).toEqual(['AQR-1234 양변기', 'aqr-12345']);
    expect(find('ÉCOLE')).toEqual(['École']);
    expect(find('대 수')).toEqual(['세면대 수전']);
  });

  it('lower-cases only what the database lower-cases (a C locale leaves É alone)', () => {
    const ascii = new Map([...lowerTable].filter(([c]) => c < '\u0080'));
    expect(ascii.size).toBe(26);
    const index = buildSearchIndex(
      ['École', 'école'].map((name, i) => ({
        id: `p${i}`,
        name: name.replace(/[A-Z]/g, (c) => c.toLowerCase()),
        category: 'c',
        brand: null,
        newest: i + 1,
        priceAsc: i + 1,
        priceDesc: i + 1,
      })),
      ascii,
    );
    expect(positionsMatching(index, 'é')).toEqual([1]);
    expect(positionsMatching(index, 'É')).toEqual([0]);
  });

  it('finds exactly what a substring search of the lower-cased names finds', () => {
    const alphabet = fc.constantFrom(...'세면대수전비데욕조 AaBbQqRrÉé-1İi%_'.split(''));
    const text = (max: number) =>
      fc.array(alphabet, { minLength: 1, maxLength: max }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(text(12), { minLength: 1, maxLength: 30 }), text(5), (names, term) => {
        expect(positionsMatching(indexOf(names), term)).toEqual(ilike(names, term));
      }),
      { numRuns: 500 },
    );
  });

  it('lists each product once per gram, in order', () => {
    const index = indexOf(['세세세세 세세', '세세']);
    expect(positionsMatching(index, '세세')).toEqual([0, 1]);
    expect(positionsMatching(index, '세세세')).toEqual([0]);
  });
});
