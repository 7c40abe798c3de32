/** The evidence icons, drawn inline as the shell's are (no icon dependency). Decorative: names live on the controls. */
const common = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

/** A page with a folded corner and "PDF" on it, filling its box (the list's file tile). */
export const PdfIcon = () => (
  <svg {...common} width="100%" height="100%">
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
    <text x="12" y="17" textAnchor="middle" fontSize="5.5" fontWeight="700" fill="currentColor" stroke="none" fontFamily="sans-serif">PDF</text>
  </svg>
);

/** A paper clip: a file that goes with a message. */
export const PaperclipIcon = () => (
  <svg {...common} width="1em" height="1em">
    <path d="M21 11.5 12.5 20a5 5 0 0 1-7-7l8.5-8.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3l7.5-7.5" />
  </svg>
);
