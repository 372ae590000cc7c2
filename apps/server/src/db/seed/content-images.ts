import { createRequire } from 'node:module';
import type Sharp from 'sharp';
import { lazyRequire } from '../../lazy-require.ts';

const loadSharp = lazyRequire<typeof Sharp>('sharp');
const sharp = ((...args: Parameters<typeof Sharp>) => loadSharp()(...args)) as typeof Sharp;

/**
 * Pictures of the demo shop content (banner slides, popups, exhibition and showroom images), drawn
 * on this machine at seed time: shapes and gradients in SVG, Korean text set in Pretendard (the web
 * app's own font, from its npm package) by sharp's text renderer, so no system CJK font is needed.
 */

export type Palette = { from: string; to: string; accent: string; ink: string };

export const palettes = {
  navy: { from: '#0f2744', to: '#2563eb', accent: '#93c5fd', ink: '#0f2744' },
  teal: { from: '#053f3c', to: '#0d9488', accent: '#5eead4', ink: '#053f3c' },
  coral: { from: '#7c2d12', to: '#ea580c', accent: '#fdba74', ink: '#7c2d12' },
  plum: { from: '#3b0764', to: '#9333ea', accent: '#d8b4fe', ink: '#3b0764' },
  sand: { from: '#78350f', to: '#d97706', accent: '#fde68a', ink: '#78350f' },
  slate: { from: '#1e293b', to: '#475569', accent: '#cbd5e1', ink: '#1e293b' },
} satisfies Record<string, Palette>;

type Weight = 'Regular' | 'Medium' | 'SemiBold' | 'Bold' | 'ExtraBold';

const require = createRequire(import.meta.url);
const fontFiles = new Map<Weight, string | null>();
/** Pretendard's file of `weight`, or null when the package is not installed (system fonts then). */
function fontFile(weight: Weight): string | null {
  if (!fontFiles.has(weight)) {
    let file: string | null = null;
    try {
      file = require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`);
    } catch {
      file = null;
    }
    fontFiles.set(weight, file);
  }
  return fontFiles.get(weight)!;
}

type Text = {
  text: string;
  x: number;
  y: number;
  size: number;
  weight?: Weight;
  color?: string;
  /** centred on x; lines break only where the text has \n (Pango would split Korean words) */
  centre?: boolean;
  /** extra space between wrapped lines, in px */
  spacing?: number;
};

const escapeMarkup = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

async function textLayer(t: Text) {
  const weight = t.weight ?? 'Bold';
  const file = fontFile(weight);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${t.color ?? '#ffffff'}">${escapeMarkup(t.text)}</span>`,
      font: `${file ? 'Pretendard' : 'sans-serif'} ${weight} ${t.size}`,
      ...(file ? { fontfile: file } : {}),
      rgba: true,
      dpi: 72,
      ...(t.centre ? { align: 'centre' as const } : {}),
      ...(t.spacing ? { spacing: t.spacing } : {}),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, left: Math.round(t.centre ? t.x - info.width / 2 : t.x), top: Math.round(t.y) };
}

/**
 * The SVG drawing with its text laid on top, as PNG (the upload path makes the WebP variants).
 * Laid out in `width`×`height` units and rendered `scale` times as large.
 */
async function draw(width: number, height: number, body: string, texts: Text[], scale = 1): Promise<Buffer> {
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  const layers = await Promise.all(
    texts.map((t) =>
      textLayer({
        ...t,
        x: t.x * scale,
        y: t.y * scale,
        size: Math.round(t.size * scale),
        spacing: t.spacing ? Math.round(t.spacing * scale) : undefined,
      }),
    ),
  );
  return sharp(Buffer.from(svg))
    .composite(layers.filter((l) => l.left < w && l.top < h))
    .png({ compressionLevel: 1 }) // an intermediate: the upload path re-encodes it as WebP
    .toBuffer();
}

const gradient = (id: string, p: Palette, angle: 'diagonal' | 'vertical' = 'diagonal') => `
  <linearGradient id="${id}" x1="0" y1="0" x2="${angle === 'diagonal' ? 1 : 0}" y2="1">
    <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
  </linearGradient>`;

/** Soft circles and a light sweep, so flat gradients do not look empty. */
const glow = (w: number, h: number, p: Palette, seed: number) => `
  <circle cx="${w * (0.78 + (seed % 3) * 0.05)}" cy="${h * 0.18}" r="${h * 0.55}" fill="${p.accent}" opacity="0.16"/>
  <circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.38}" fill="#ffffff" opacity="0.07"/>
  <circle cx="${w * (0.5 + (seed % 2) * 0.1)}" cy="${h * 1.1}" r="${h * 0.3}" fill="${p.accent}" opacity="0.12"/>
  <path d="M${w * 0.35} 0 L${w * 0.55} 0 L${w * 0.3} ${h} L${w * 0.1} ${h}Z" fill="#ffffff" opacity="0.04"/>`;

/**
 * A bathroom in flat shapes (tiles, mirror, vanity with basin, bathtub with shower, a plant),
 * drawn in a 600×460 box and placed with `transform`.
 */
const bathroom = (p: Palette, transform: string) => `
  <g transform="${transform}">
    <rect x="0" y="0" width="600" height="380" rx="24" fill="#ffffff" opacity="0.13"/>
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${(i + 1) * 60}" y1="12" x2="${(i + 1) * 60}" y2="380" stroke="#ffffff" stroke-opacity="0.13" stroke-width="2"/>`).join('')}
    ${Array.from({ length: 5 }, (_, i) => `<line x1="12" y1="${(i + 1) * 64}" x2="588" y2="${(i + 1) * 64}" stroke="#ffffff" stroke-opacity="0.13" stroke-width="2"/>`).join('')}
    <rect x="-20" y="380" width="640" height="80" rx="12" fill="#ffffff" opacity="0.22"/>
    <circle cx="160" cy="118" r="68" fill="${p.accent}" opacity="0.45" stroke="#ffffff" stroke-width="7"/>
    <path d="M128 90 Q150 70 178 78" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>
    <rect x="72" y="252" width="176" height="112" rx="12" fill="#ffffff"/>
    <line x1="160" y1="262" x2="160" y2="354" stroke="${p.accent}" stroke-width="4"/>
    <circle cx="146" cy="306" r="5" fill="${p.from}"/><circle cx="174" cy="306" r="5" fill="${p.from}"/>
    <rect x="60" y="236" width="200" height="18" rx="9" fill="#ffffff"/>
    <ellipse cx="160" cy="236" rx="62" ry="12" fill="${p.accent}" opacity="0.7"/>
    <path d="M160 226 L160 196 Q160 184 172 184 L188 184" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M318 300 L584 300 L572 374 Q568 392 548 392 L354 392 Q334 392 330 374Z" fill="#ffffff"/>
    <rect x="304" y="288" width="294" height="20" rx="10" fill="#ffffff"/>
    <rect x="352" y="392" width="14" height="22" rx="4" fill="#ffffff" opacity="0.9"/>
    <rect x="536" y="392" width="14" height="22" rx="4" fill="#ffffff" opacity="0.9"/>
    <path d="M560 288 L560 92 Q560 70 538 70 L500 70" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round"/>
    <ellipse cx="492" cy="84" rx="38" ry="13" fill="#ffffff"/>
    ${[0, 1, 2, 3, 4].map((i) => `<line x1="${470 + i * 11}" y1="104" x2="${462 + i * 12}" y2="${150 + (i % 2) * 18}" stroke="${p.accent}" stroke-width="4" stroke-linecap="round" opacity="0.75"/>`).join('')}
    <circle cx="380" cy="276" r="14" fill="#ffffff" opacity="0.55"/><circle cx="404" cy="262" r="9" fill="#ffffff" opacity="0.45"/>
    <circle cx="432" cy="278" r="11" fill="#ffffff" opacity="0.5"/>
    <path d="M268 392 L276 344 L308 344 L316 392Z" fill="${p.accent}"/>
    <ellipse cx="280" cy="322" rx="12" ry="28" fill="#34d399" transform="rotate(-24 280 322)"/>
    <ellipse cx="300" cy="318" rx="11" ry="30" fill="#10b981" transform="rotate(20 300 318)"/>
    <ellipse cx="292" cy="306" rx="9" ry="26" fill="#6ee7b7"/>
  </g>`;

/** `sub` is one line on desktop and its parts on separate lines on mobile. */
export type HeroSlide = { eyebrow: string; headline: string; sub: string[]; cta: string; palette: Palette };

/** 메인 비주얼, desktop: 1920×640, text on the left, the bathroom on the right. */
export function heroDesktop(s: HeroSlide, seed: number) {
  const [w, h] = [1920, 640];
  return draw(
    w,
    h,
    `<defs>${gradient('bg', s.palette)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, s.palette, seed)}
     ${bathroom(s.palette, 'translate(1060 110) scale(1.05)')}
     <rect x="360" y="470" width="${40 + s.cta.length * 22}" height="64" rx="32" fill="#ffffff"/>`,
    [
      { text: s.eyebrow, x: 364, y: 150, size: 26, weight: 'SemiBold', color: s.palette.accent },
      { text: s.headline, x: 360, y: 200, size: 76, weight: 'ExtraBold', spacing: 10 },
      { text: s.sub.join(' '), x: 362, y: 400, size: 30, weight: 'Medium', color: '#e2e8f0' },
      { text: `${s.cta} →`, x: 384, y: 486, size: 26, weight: 'Bold', color: s.palette.ink },
    ],
  );
}

/** 메인 비주얼, mobile: 750×900, text above, the bathroom below. */
export function heroMobile(s: HeroSlide, seed: number) {
  const [w, h] = [750, 900];
  return draw(
    w,
    h,
    `<defs>${gradient('bg', s.palette, 'vertical')}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, s.palette, seed)}
     ${bathroom(s.palette, 'translate(75 470) scale(1)')}`,
    [
      { text: s.eyebrow, x: 64, y: 96, size: 26, weight: 'SemiBold', color: s.palette.accent },
      { text: s.headline, x: 60, y: 144, size: 64, weight: 'ExtraBold', spacing: 8 },
      { text: s.sub.join('\n'), x: 64, y: 330, size: 28, weight: 'Medium', color: '#e2e8f0', spacing: 8 },
    ],
  );
}

const stepIcons = {
  /** a speech bubble with a price tag: 상담·견적 */
  consult: (p: Palette) => `
    <rect x="-70" y="-56" width="140" height="96" rx="22" fill="#ffffff"/>
    <path d="M-30 40 L-44 72 L4 40Z" fill="#ffffff"/>
    <circle cx="-32" cy="-8" r="9" fill="${p.to}"/><circle cx="0" cy="-8" r="9" fill="${p.to}"/><circle cx="32" cy="-8" r="9" fill="${p.to}"/>`,
  /** a tape measure: 방문 실측 */
  measure: (p: Palette) => `
    <circle cx="-20" cy="0" r="58" fill="#ffffff"/>
    <circle cx="-20" cy="0" r="22" fill="${p.accent}"/>
    <rect x="-20" y="36" width="110" height="22" rx="4" fill="#ffffff"/>
    ${[0, 1, 2, 3, 4].map((i) => `<line x1="${4 + i * 18}" y1="36" x2="${4 + i * 18}" y2="${i % 2 ? 46 : 52}" stroke="${p.to}" stroke-width="3"/>`).join('')}`,
  /** a wrench over a faucet: 시공·설치 */
  install: (p: Palette) => `
    <path d="M-56 40 L-56 -10 Q-56 -40 -26 -40 L30 -40 L30 -16" stroke="#ffffff" stroke-width="22" fill="none" stroke-linecap="round"/>
    <rect x="-80" y="40" width="48" height="34" rx="8" fill="#ffffff"/>
    <g transform="rotate(-40 30 30)"><rect x="20" y="-20" width="20" height="100" rx="10" fill="${p.accent}"/>
    <path d="M8 -34 a22 22 0 1 0 44 0 l-12 0 l0 12 l-20 0 l0 -12Z" fill="${p.accent}"/></g>`,
};
export type StepIcon = keyof typeof stepIcons;

/** 시공 과정 slide: 960×640 (up to three in a row), the step number, an icon, its title and a line about it. */
export function processSlide(
  step: number,
  title: string,
  description: string,
  icon: StepIcon,
  palette: Palette,
) {
  const [w, h] = [720, 480];
  return draw(
    w,
    h,
    `<defs>${gradient('bg', palette)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, palette, step)}
     <circle cx="560" cy="190" r="120" fill="#ffffff" opacity="0.12"/>
     <g transform="translate(560 190)">${stepIcons[icon](palette)}</g>
     ${[1, 2, 3].map((n) => `<rect x="${56 + (n - 1) * 84}" y="404" width="72" height="8" rx="4" fill="#ffffff" opacity="${n === step ? 0.95 : 0.3}"/>`).join('')}`,
    [
      { text: `STEP 0${step}`, x: 56, y: 70, size: 26, weight: 'Bold', color: palette.accent },
      { text: title, x: 54, y: 116, size: 56, weight: 'ExtraBold' },
      { text: description, x: 56, y: 220, size: 26, weight: 'Medium', color: '#e2e8f0', spacing: 8 },
    ],
    4 / 3,
  );
}

/** 메인 배너: a wide strip (1920×400 on desktop, 750×500 on mobile). */
export function wideBanner(kind: 'desktop' | 'mobile', headline: string, sub: string, palette: Palette) {
  const [w, h] = kind === 'desktop' ? [1920, 400] : [750, 500];
  const desktop = kind === 'desktop';
  return draw(
    w,
    h,
    `<defs>${gradient('bg', palette)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, palette, 1)}
     ${desktop ? bathroom(palette, 'translate(1220 40) scale(0.72)') : bathroom(palette, 'translate(390 250) scale(0.56)')}`,
    desktop
      ? [
          { text: headline, x: 360, y: 118, size: 60, weight: 'ExtraBold' },
          { text: sub, x: 362, y: 218, size: 30, weight: 'Medium', color: '#e2e8f0' },
        ]
      : [
          { text: headline, x: 48, y: 60, size: 48, weight: 'ExtraBold', spacing: 6 },
          { text: sub, x: 50, y: 200, size: 26, weight: 'Medium', color: '#e2e8f0', spacing: 6 },
        ],
  );
}

/** 사이드 배너: 480×640 (shown at 240×320), a coupon for new members. */
export function sideBanner(palette: Palette) {
  const [w, h] = [480, 640];
  return draw(
    w,
    h,
    `<defs>${gradient('bg', palette, 'vertical')}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, palette, 2)}
     <g transform="translate(60 300)">
       <rect width="360" height="180" rx="20" fill="#ffffff"/>
       <circle cx="0" cy="90" r="22" fill="${palette.to}"/><circle cx="360" cy="90" r="22" fill="${palette.to}"/>
       <line x1="250" y1="20" x2="250" y2="160" stroke="${palette.accent}" stroke-width="4" stroke-dasharray="10 8"/>
     </g>`,
    [
      { text: 'WELCOME', x: 240, y: 70, size: 28, weight: 'Bold', color: palette.accent, centre: true },
      {
        text: '신규회원\n첫 구매 혜택',
        x: 240,
        y: 120,
        size: 50,
        weight: 'ExtraBold',
        centre: true,
        spacing: 6,
      },
      { text: '5%', x: 160, y: 335, size: 96, weight: 'ExtraBold', color: palette.ink, centre: true },
      { text: '쿠폰', x: 362, y: 364, size: 34, weight: 'Bold', color: palette.ink, centre: true },
      {
        text: '가입 즉시 발급',
        x: 240,
        y: 530,
        size: 28,
        weight: 'SemiBold',
        color: '#f1f5f9',
        centre: true,
      },
    ],
  );
}

/** A popup's picture: 760×960 (shown at 380×480). */
export function popupPoster(headline: string, sub: string, badge: string, palette: Palette) {
  const [w, h] = [760, 960];
  return draw(
    w,
    h,
    `<defs>${gradient('bg', palette, 'vertical')}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, palette, 3)}
     ${bathroom(palette, 'translate(80 470) scale(1)')}
     <circle cx="620" cy="130" r="86" fill="#ffffff"/>`,
    [
      { text: badge, x: 620, y: 104, size: 44, weight: 'ExtraBold', color: palette.ink, centre: true },
      { text: headline, x: 64, y: 180, size: 68, weight: 'ExtraBold', spacing: 8 },
      { text: sub, x: 66, y: 380, size: 30, weight: 'Medium', color: '#f1f5f9' },
    ],
  );
}

/** 기획전 list card, 800×500. */
export function exhibitionThumb(label: string, title: string, palette: Palette, seed: number) {
  const [w, h] = [800, 500];
  return draw(
    w,
    h,
    `<defs>${gradient('bg', palette)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, palette, seed)}
     ${bathroom(palette, 'translate(400 190) scale(0.62)')}
     <rect x="48" y="52" width="${36 + label.length * 24}" height="52" rx="26" fill="#ffffff"/>`,
    [
      { text: label, x: 66, y: 62, size: 24, weight: 'Bold', color: palette.ink },
      { text: title, x: 48, y: 150, size: 50, weight: 'ExtraBold', spacing: 8 },
    ],
  );
}

/** 기획전 page top banner, 1920×480. */
export function exhibitionBanner(label: string, title: string, sub: string, palette: Palette, seed: number) {
  const [w, h] = [1920, 480];
  return draw(
    w,
    h,
    `<defs>${gradient('bg', palette)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, palette, seed)}
     ${bathroom(palette, 'translate(1180 60) scale(0.85)')}`,
    [
      { text: label, x: 362, y: 110, size: 28, weight: 'Bold', color: palette.accent },
      { text: title, x: 360, y: 160, size: 72, weight: 'ExtraBold' },
      { text: sub, x: 362, y: 280, size: 30, weight: 'Medium', color: '#e2e8f0' },
    ],
  );
}

/** A showroom "photo": 960×720, a display floor with fixtures and the showroom's sign. */
export function showroomPhoto(name: string, palette: Palette, seed: number) {
  const [w, h] = [960, 720];
  return draw(
    w,
    h,
    `<defs>${gradient('bg', palette, 'vertical')}
       <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc" stop-opacity="0.35"/><stop offset="1" stop-color="#f8fafc" stop-opacity="0.1"/></linearGradient></defs>
     <rect width="${w}" height="${h}" fill="url(#bg)"/>
     ${glow(w, h, palette, seed)}
     <rect x="0" y="560" width="${w}" height="160" fill="url(#floor)"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${40 + i * 150}" y="210" width="120" height="340" rx="10" fill="#ffffff" opacity="${0.08 + (i % 2) * 0.05}"/>`).join('')}
     ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${120 + i * 180}" cy="40" r="16" fill="#fef9c3" opacity="0.9"/><path d="M${104 + i * 180} 50 L${60 + i * 180} 200 L${180 + i * 180} 200 L${136 + i * 180} 50Z" fill="#fef9c3" opacity="0.08"/>`).join('')}
     ${bathroom(palette, 'translate(200 220) scale(0.95)')}
     <rect x="300" y="96" width="360" height="72" rx="14" fill="#ffffff"/>`,
    [
      {
        text: `바스하우스 ${name}`,
        x: 480,
        y: 112,
        size: 34,
        weight: 'ExtraBold',
        color: palette.ink,
        centre: true,
      },
      { text: 'SHOWROOM', x: 480, y: 176, size: 22, weight: 'SemiBold', color: palette.accent, centre: true },
    ],
  );
}
