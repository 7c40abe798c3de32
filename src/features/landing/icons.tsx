/** The landing page's few icons, inline (no icon dependency). Decorative: names live on the buttons. */
const common = { width: '1.1em', height: '1.1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const ChatIcon = () => (
  <svg {...common}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

export const MinusIcon = () => (
  <svg {...common}>
    <path d="M5 12h14" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const SendIcon = () => (
  <svg {...common}>
    <path d="m22 2-7 20-4-9-9-4zM22 2 11 13" />
  </svg>
);

export const UploadIcon = () => (
  <svg {...common}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
  </svg>
);
