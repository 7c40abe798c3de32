/** The icons the shell needs, inline (no icon dependency). Decorative: names live on the buttons. */
const common = { width: '1.1em', height: '1.1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/** A box with an arrow leaving it: opens in a new tab. */
export const NewTabIcon = () => (
  <svg {...common}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);
