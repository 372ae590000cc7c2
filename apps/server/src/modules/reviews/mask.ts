/**
 * How the shop shows a review's author (spec §2): enough to recognise oneself, not to identify
 * anyone. 홍길동 → 홍*동, 홍길 → 홍*, user12 → user**, abcd → ab**.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function maskUsername(username: string): string {
  const chars = [...username];
  const shown = Math.min(4, Math.max(1, chars.length - 2));
  return chars.slice(0, shown).join('') + '*'.repeat(chars.length - shown);
}
