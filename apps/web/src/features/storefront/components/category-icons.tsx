import type { ReactNode } from 'react';

/** Line drawings of the fixtures the shop sells, for the home page shortcuts. */
const frame = (children: ReactNode) => (
  <svg
    viewBox="0 0 48 48"
    className="size-9"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

export const fixtureIcons: Record<string, ReactNode> = {
  세면대: frame(
    <>
      <path d="M8 22h32c0 8-7 13-16 13S8 30 8 22z" />
      <path d="M24 35v7M18 42h12M24 22v-8h6v3" />
    </>,
  ),
  양변기: frame(
    <>
      <rect x="12" y="6" width="16" height="12" rx="2" />
      <path d="M10 22h26c0 7-5 11-12 11h-2l2 9H14l2-9c-4-2-6-6-6-11z" />
    </>,
  ),
  수전: frame(
    <>
      <path d="M14 40V22a8 8 0 0 1 8-8h10v6" />
      <path d="M10 40h12M28 10h8M32 26v3M32 33v2" />
    </>,
  ),
  욕조: frame(
    <>
      <path d="M6 24h36v4a10 10 0 0 1-10 10H16A10 10 0 0 1 6 28z" />
      <path d="M12 38l-2 4M36 38l2 4M12 24V12a4 4 0 0 1 8 0" />
    </>,
  ),
  샤워부스: frame(
    <>
      <path d="M10 6v36M38 6v36M10 42h28M24 6v30" />
      <path d="M16 14v2M16 20v2M16 26v2" />
    </>,
  ),
  욕실장: frame(
    <>
      <rect x="10" y="6" width="28" height="36" rx="2" />
      <path d="M24 6v36M20 22v4M28 22v4" />
    </>,
  ),
  비데: frame(
    <>
      <path d="M8 24h32c0 8-7 12-16 12S8 32 8 24z" />
      <rect x="10" y="16" width="28" height="8" rx="3" />
      <path d="M31 20h3M18 36v6h12v-6" />
    </>,
  ),
  액세서리: frame(
    <>
      <path d="M6 14h36M10 14v4M38 14v4" />
      <path d="M14 18h20v20a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" />
      <path d="M14 26h20" />
    </>,
  ),
};
