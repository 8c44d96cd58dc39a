import { commonWords } from '@arena/shared/contract/words';

/**
 * The Arena Cowork mark, drawn for this app: an arch (the arena) over a floor line, and the
 * brand's name from the catalogue on two lines, its second word in capitals.
 */
export function Logo({ size = 120, light = false }: { size?: number; light?: boolean }) {
  const ink = light ? '#ffffff' : '#007571';
  const [first, ...rest] = commonWords.brandName.split(' ');
  return (
    <svg
      className="logo"
      width={size}
      height={(size * 56) / 160}
      viewBox="0 0 160 56"
      role="img"
      aria-label={commonWords.brandName}
    >
      <path
        d="M8 40a22 22 0 0 1 44 0"
        fill="none"
        stroke={light ? '#ffffff' : '#00BCB5'}
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path d="M19 40a11 11 0 0 1 22 0" fill="none" stroke={ink} strokeWidth="5" strokeLinecap="round" />
      <rect x="4" y="45" width="52" height="5" rx="2.5" fill={ink} />
      <text x="62" y="30" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="800" fill={ink}>
        {first}
      </text>
      <text
        x="62"
        y="48"
        fontFamily="system-ui, sans-serif"
        fontSize="13"
        fontWeight="600"
        letterSpacing="2"
        fill={ink}
      >
        {rest.join(' ').toUpperCase()}
      </text>
    </svg>
  );
}
