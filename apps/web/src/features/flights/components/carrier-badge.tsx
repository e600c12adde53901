/** Dark tones that all carry white text above 4.5:1. */
const TONES = [
  '#0b5cad',
  '#9a3412',
  '#1b5e20',
  '#6a1b9a',
  '#b71c1c',
  '#004d61',
  '#4e342e',
  '#283593',
  '#ad1457',
  '#37474f',
];

function toneOf(code: string): string {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length]!;
}

/** Our own airline mark: a coloured circle with the IATA code (no third-party logos). */
export function CarrierBadge({
  code,
  name,
  size = 36,
}: {
  code: string;
  name: string;
  size?: number;
}) {
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: toneOf(code),
        color: '#fff',
        fontWeight: 700,
        fontSize: size * 0.36,
        letterSpacing: 0.5,
      }}
    >
      {code}
    </span>
  );
}
