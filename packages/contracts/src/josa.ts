/**
 * Korean particles after a name that varies (카테고리명, 브랜드명): 을/를, 이/가, 은/는 by whether the
 * last syllable has a final consonant. After a name that does not end in Hangul both are written
 * ("을(를)"). Answers the particle only, so the name can be quoted: `'${name}'${josa(name, '을')}`.
 */
const PAIRS = { 을: '를', 이: '가', 은: '는' } as const;
type Particle = keyof typeof PAIRS;

export function josa(word: string, particle: Particle): string {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0) - 0xac00;
  if (Number.isNaN(code) || code < 0 || code > 11_171) return `${particle}(${PAIRS[particle]})`;
  return code % 28 === 0 ? PAIRS[particle] : particle;
}
