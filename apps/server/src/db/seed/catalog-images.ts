import type Sharp from 'sharp';
import { lazyRequire } from '../../lazy-require.ts';

const loadSharp = lazyRequire<typeof Sharp>('sharp');
const sharp = ((...args: Parameters<typeof Sharp>) => loadSharp()(...args)) as typeof Sharp;

/** Drawings of each kind of fixture, made on this machine at seed time (no downloads). */
export type FixtureKind =
  | 'toilet'
  | 'basin'
  | 'urinal'
  | 'bidet'
  | 'faucet'
  | 'bathtub'
  | 'shower'
  | 'cabinet'
  | 'accessory';

const drawings: Record<FixtureKind, (body: string, accent: string) => string> = {
  toilet: (b, a) => `
    <rect x="330" y="170" width="340" height="260" rx="36" fill="${b}" stroke="${a}" stroke-width="10"/>
    <rect x="470" y="200" width="60" height="22" rx="10" fill="${a}"/>
    <path d="M300 450 Q300 420 340 420 L660 420 Q700 420 700 450 Q700 640 560 680 L560 800 L440 800 L440 680 Q300 640 300 450Z" fill="${b}" stroke="${a}" stroke-width="10"/>
    <ellipse cx="500" cy="470" rx="160" ry="40" fill="${a}" opacity="0.25"/>`,
  basin: (b, a) => `
    <rect x="250" y="560" width="500" height="40" rx="8" fill="${a}" opacity="0.6"/>
    <path d="M260 420 L740 420 Q740 560 500 560 Q260 560 260 420Z" fill="${b}" stroke="${a}" stroke-width="10"/>
    <ellipse cx="500" cy="430" rx="200" ry="36" fill="${a}" opacity="0.25"/>
    <path d="M480 420 L480 300 Q480 270 510 270 L600 270" fill="none" stroke="${a}" stroke-width="24" stroke-linecap="round"/>`,
  urinal: (b, a) => `
    <path d="M380 220 Q500 170 620 220 L620 640 Q500 720 380 640Z" fill="${b}" stroke="${a}" stroke-width="10"/>
    <ellipse cx="500" cy="420" rx="80" ry="150" fill="${a}" opacity="0.2"/>
    <rect x="480" y="150" width="40" height="70" fill="${a}"/>`,
  bidet: (b, a) => `
    <path d="M300 420 Q300 380 350 380 L650 380 Q700 380 700 420 Q700 620 500 650 Q300 620 300 420Z" fill="${b}" stroke="${a}" stroke-width="10"/>
    <ellipse cx="500" cy="440" rx="140" ry="50" fill="${a}" opacity="0.22"/>
    <rect x="650" y="300" width="120" height="200" rx="24" fill="${b}" stroke="${a}" stroke-width="8"/>
    <circle cx="710" cy="350" r="16" fill="${a}"/><circle cx="710" cy="400" r="16" fill="${a}" opacity="0.7"/><circle cx="710" cy="450" r="16" fill="${a}" opacity="0.5"/>`,
  faucet: (b, a) => `
    <rect x="440" y="600" width="120" height="180" rx="14" fill="${b}" stroke="${a}" stroke-width="10"/>
    <path d="M500 600 L500 360 Q500 280 580 280 L700 280 L700 340" fill="none" stroke="${b}" stroke-width="60" stroke-linecap="round"/>
    <path d="M500 600 L500 360 Q500 280 580 280 L700 280 L700 340" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"/>
    <rect x="400" y="420" width="200" height="40" rx="20" fill="${a}"/>`,
  bathtub: (b, a) => `
    <path d="M170 420 L830 420 L800 640 Q790 700 730 700 L270 700 Q210 700 200 640Z" fill="${b}" stroke="${a}" stroke-width="10"/>
    <rect x="150" y="400" width="700" height="40" rx="20" fill="${b}" stroke="${a}" stroke-width="8"/>
    <rect x="260" y="700" width="40" height="60" fill="${a}"/><rect x="700" y="700" width="40" height="60" fill="${a}"/>
    <path d="M250 400 L250 300 Q250 260 290 260 L330 260" fill="none" stroke="${a}" stroke-width="18" stroke-linecap="round"/>`,
  shower: (b, a) => `
    <path d="M420 820 L420 260 Q420 200 480 200 L600 200" fill="none" stroke="${a}" stroke-width="26" stroke-linecap="round"/>
    <ellipse cx="620" cy="250" rx="150" ry="50" fill="${b}" stroke="${a}" stroke-width="10"/>
    ${Array.from({ length: 7 }, (_, i) => `<line x1="${530 + i * 30}" y1="310" x2="${510 + i * 33}" y2="${440 + (i % 3) * 30}" stroke="${a}" stroke-width="6" opacity="0.45" stroke-linecap="round"/>`).join('')}
    <rect x="395" y="520" width="50" height="90" rx="12" fill="${b}" stroke="${a}" stroke-width="8"/>`,
  cabinet: (b, a) => `
    <rect x="270" y="200" width="460" height="560" rx="16" fill="${b}" stroke="${a}" stroke-width="10"/>
    <line x1="500" y1="200" x2="500" y2="760" stroke="${a}" stroke-width="8"/>
    <rect x="300" y="230" width="170" height="500" rx="8" fill="${a}" opacity="0.15"/>
    <rect x="470" y="450" width="14" height="70" rx="7" fill="${a}"/><rect x="516" y="450" width="14" height="70" rx="7" fill="${a}"/>`,
  accessory: (b, a) => `
    <rect x="220" y="360" width="560" height="40" rx="20" fill="${b}" stroke="${a}" stroke-width="8"/>
    <rect x="200" y="330" width="50" height="100" rx="14" fill="${a}"/><rect x="750" y="330" width="50" height="100" rx="14" fill="${a}"/>
    <path d="M300 400 L300 640 Q300 680 340 680 L660 680 Q700 680 700 640 L700 400" fill="${b}" stroke="${a}" stroke-width="8" opacity="0.9"/>
    <line x1="330" y1="460" x2="670" y2="460" stroke="${a}" stroke-width="6" opacity="0.35"/>`,
};

/** A 1000×1000 product photo stand-in: the fixture's drawing in its colour, on a tinted backdrop. */
export async function fixtureImage(kind: FixtureKind, seed: number, body: string): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const accent = `hsl(${(hue + 200) % 360}, 18%, 32%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 35%, 95%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 30%, 86%)"/>
    </linearGradient></defs>
    <rect width="1000" height="1000" fill="url(#g)"/>
    <ellipse cx="500" cy="850" rx="330" ry="40" fill="hsl(${hue}, 20%, 70%)" opacity="0.5"/>
    <circle cx="${150 + (seed % 7) * 100}" cy="${120 + (seed % 5) * 40}" r="${40 + (seed % 4) * 12}" fill="hsl(${(hue + 120) % 360}, 45%, 80%)" opacity="0.6"/>
    ${drawings[kind](body, accent)}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
