/** A bell, drawn as the shell's icons are (src/app/layouts/icons.tsx). Decorative: the name lives on the button. */
const common = {
  width: '1.1em',
  height: '1.1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const BellIcon = () => (
  <svg {...common}>
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </svg>
);
