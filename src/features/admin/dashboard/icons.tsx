/** Inline icons for the dashboard (no icon dependency). Decorative: names live on the buttons. */
const common = { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const ChevronLeftIcon = () => (
  <svg {...common}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const ChevronRightIcon = () => (
  <svg {...common}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);

export const DownloadIcon = () => (
  <svg {...common}>
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </svg>
);
