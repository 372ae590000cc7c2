/** A washbasin, mirror and faucet in the brand's colours: the home hero's picture. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 420 360"
      className="h-auto w-full"
      role="img"
      aria-label="세면대와 거울이 있는 욕실 그림"
    >
      <defs>
        <linearGradient id="mirror" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#d5ecf1" stopOpacity="0.85" />
        </linearGradient>
        <linearGradient id="basin" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e8f1f4" />
        </linearGradient>
      </defs>
      {/* wall tiles */}
      <g opacity="0.1" stroke="#ffffff" strokeWidth="1.2">
        {[30, 70, 110, 150, 190, 230, 270, 310].map((y) => (
          <path key={`h${y}`} d={`M20 ${y}H400`} />
        ))}
        {[20, 62, 104, 146, 188, 230, 272, 314, 356, 398].map((x) => (
          <path key={`v${x}`} d={`M${x} 30V330`} />
        ))}
      </g>
      {/* mirror */}
      <rect x="130" y="30" width="160" height="130" rx="65" fill="url(#mirror)" />
      <path
        d="M170 70c12-14 30-20 48-18"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.9"
      />
      {/* faucet */}
      <rect x="202" y="166" width="16" height="30" rx="4" fill="#c9d6dc" />
      <path d="M210 170v-8h28v14" stroke="#c9d6dc" strokeWidth="10" strokeLinecap="round" fill="none" />
      {/* counter and basin */}
      <rect x="70" y="196" width="280" height="20" rx="6" fill="#f3efe6" />
      <path d="M130 216h160c0 34-34 52-80 52s-80-18-80-52z" fill="url(#basin)" />
      {/* cabinet */}
      <rect x="96" y="216" width="228" height="104" rx="10" fill="#1b4757" opacity="0.55" />
      <path d="M210 232v72" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="2" />
      <rect x="190" y="260" width="8" height="20" rx="4" fill="#f3efe6" />
      <rect x="222" y="260" width="8" height="20" rx="4" fill="#f3efe6" />
      {/* plant and soap */}
      <rect x="300" y="168" width="30" height="28" rx="6" fill="#f3efe6" />
      <path
        d="M315 168c-8-16-2-30 8-36M315 168c4-14 14-22 26-22M315 168c-10-8-22-8-30-2"
        stroke="#7cc0d1"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="96" y="176" width="18" height="20" rx="5" fill="#ffffff" opacity="0.9" />
      <rect x="101" y="168" width="8" height="10" rx="2" fill="#ffffff" opacity="0.9" />
      {/* drops */}
      <path d="M238 186c-3 5-5 8-5 10a5 5 0 0 0 10 0c0-2-2-5-5-10z" fill="#aedae4" />
    </svg>
  );
}
