import type { ReactNode } from 'react';

/**
 * The six payment methods of the footer (SPEC 2.3), drawn as our own simple marks: a
 * coloured card with the method's name, not the brands' artwork.
 */
const W = 52;
const H = 34;

function Card({
  label,
  fill,
  stroke,
  children,
}: {
  label: string;
  fill: string;
  stroke?: string;
  children: ReactNode;
}) {
  return (
    <svg
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      focusable="false"
    >
      <rect
        x="0.5"
        y="0.5"
        width={W - 1}
        height={H - 1}
        rx="5"
        fill={fill}
        stroke={stroke ?? fill}
      />
      {children}
    </svg>
  );
}

const text = {
  fontFamily: 'system-ui, Arial, sans-serif',
  fontWeight: 700,
  textAnchor: 'middle',
} as const;

export const VisaIcon = () => (
  <Card label="Visa" fill="#1a1f71">
    <text x={W / 2} y="22" fontSize="14" fill="#fff" fontStyle="italic" {...text}>
      VISA
    </text>
  </Card>
);

export const MastercardIcon = () => (
  <Card label="Mastercard" fill="#ffffff" stroke="#c9d1d9">
    <circle cx="21" cy="14" r="8" fill="#eb001b" />
    <circle cx="31" cy="14" r="8" fill="#f79e1b" fillOpacity="0.9" />
    <text x={W / 2} y="30" fontSize="6.5" fill="#1a1f24" {...text}>
      mastercard
    </text>
  </Card>
);

export const AmexIcon = () => (
  <Card label="American Express" fill="#1f6fb5">
    <text x={W / 2} y="21" fontSize="11" fill="#fff" letterSpacing="0.5" {...text}>
      AMEX
    </text>
  </Card>
);

export const PayPalIcon = () => (
  <Card label="PayPal" fill="#ffffff" stroke="#c9d1d9">
    <text x={W / 2} y="21" fontSize="11" fill="#003087" fontStyle="italic" {...text}>
      Pay<tspan fill="#0070ba">Pal</tspan>
    </text>
  </Card>
);

export const ApplePayIcon = () => (
  <Card label="Apple Pay" fill="#000000">
    <text x={W / 2} y="20.5" fontSize="8.5" fill="#fff" {...text}>
      Apple Pay
    </text>
  </Card>
);

export const UnionPayIcon = () => (
  <Card label="UnionPay" fill="#ffffff" stroke="#c9d1d9">
    <path d="M6 3h14l-5 28H3z" fill="#d7282f" />
    <path d="M19 3h14l-5 28H14z" fill="#00447c" />
    <path d="M32 3h15c1.7 0 2.6 1 2.3 2.6L45 31H27z" fill="#007b84" />
    <text x={W / 2} y="20.5" fontSize="7.5" fill="#fff" {...text}>
      UnionPay
    </text>
  </Card>
);

export const PAYMENT_ICONS = [
  VisaIcon,
  MastercardIcon,
  AmexIcon,
  PayPalIcon,
  ApplePayIcon,
  UnionPayIcon,
];
