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

export const MoonIcon = () => (
  <svg {...common}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

export const SunIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
