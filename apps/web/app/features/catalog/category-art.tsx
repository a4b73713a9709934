import './catalog.css';
/** Drawn illustrations of each category, so the storefront needs no stock photos. */
export function CategoryArt({ slug }: { slug: string }) {
  const art = ART[slug] ?? ART.stickers;
  return (
    <svg className="category-art" viewBox="0 0 240 150" aria-hidden="true">
      <rect width="240" height="150" rx="12" fill={art?.background} />
      {art?.shapes}
    </svg>
  );
}

const ART: Record<string, { background: string; shapes: React.ReactNode }> = {
  stickers: {
    background: '#ffe8e1',
    shapes: (
      <>
        <circle cx="80" cy="76" r="42" fill="#fff" />
        <circle cx="80" cy="76" r="34" fill="#ff5a36" />
        <path d="M64 70h32M64 84h22" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
        <rect
          x="130"
          y="40"
          width="74"
          height="74"
          rx="18"
          fill="#fff"
          transform="rotate(10 167 77)"
        />
        <rect
          x="138"
          y="48"
          width="58"
          height="58"
          rx="12"
          fill="#1d2340"
          transform="rotate(10 167 77)"
        />
        <path
          d="M152 78l10 10 20-22"
          stroke="#ffd166"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
  },
  'business-cards': {
    background: '#e3f3f0',
    shapes: (
      <>
        <rect
          x="46"
          y="40"
          width="126"
          height="74"
          rx="6"
          fill="#c9b58f"
          transform="rotate(-10 109 77)"
        />
        <rect x="70" y="46" width="126" height="74" rx="6" fill="#fff" />
        <rect x="84" y="62" width="44" height="8" rx="4" fill="#1d2340" />
        <rect x="84" y="78" width="70" height="5" rx="2.5" fill="#9aa1b9" />
        <rect x="84" y="90" width="56" height="5" rx="2.5" fill="#9aa1b9" />
        <circle cx="176" cy="66" r="9" fill="#0f9d8a" />
      </>
    ),
  },
  labels: {
    background: '#fff4d6',
    shapes: (
      <>
        <rect x="70" y="52" width="150" height="56" fill="#fff" />
        <rect x="104" y="60" width="40" height="40" rx="20" fill="#ffd166" />
        <rect x="160" y="60" width="40" height="40" rx="20" fill="#ff5a36" />
        <circle cx="70" cy="80" r="50" fill="#fff" stroke="#e5d3a8" strokeWidth="3" />
        <circle cx="70" cy="80" r="36" fill="none" stroke="#f1e4c4" strokeWidth="2" />
        <circle cx="70" cy="80" r="18" fill="#f3ddb0" />
      </>
    ),
  },
  'lettering-decals': {
    background: '#e6e9f5',
    shapes: (
      <>
        <rect x="30" y="36" width="180" height="80" rx="8" fill="#8fb3d9" />
        <rect x="30" y="36" width="180" height="80" rx="8" fill="url(#glass)" opacity=".5" />
        <text
          x="120"
          y="90"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontSize="34"
          fontWeight="700"
          fill="#fff"
        >
          OPEN
        </text>
        <defs>
          <linearGradient id="glass" x1="0" x2="1">
            <stop offset="0" stopColor="#fff" stopOpacity=".7" />
            <stop offset=".5" stopColor="#fff" stopOpacity="0" />
          </linearGradient>
        </defs>
      </>
    ),
  },
};
