import type { ReactNode } from 'react';

/**
 * Every stroke icon of the app, drawn inline: a handful of paths does not pay for an icon
 * dependency. Decorative: the button or link an icon sits in carries the name.
 */
function strokeIcon(drawing: ReactNode, size = '1em') {
  return function StrokeIcon() {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {drawing}
      </svg>
    );
  };
}

/** A shade larger than the text: the icon alone fills an icon button of the header or the chat. */
const BUTTON_ICON = '1.1em';

// The header's.
export const MenuIcon = strokeIcon(<path d="M4 6h16M4 12h16M4 18h16" />, BUTTON_ICON);
/** A box with an arrow leaving it: opens in a new tab. */
export const NewTabIcon = strokeIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  BUTTON_ICON,
);

// The colour-mode switch and the notification bell.
export const MoonIcon = strokeIcon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />, BUTTON_ICON);
export const SunIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
  BUTTON_ICON,
);
export const BellIcon = strokeIcon(
  <>
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </>,
  BUTTON_ICON,
);

// The admin's paging and CSV exports.
export const ChevronLeftIcon = strokeIcon(<path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = strokeIcon(<path d="M9 18l6-6-6-6" />);
export const DownloadIcon = strokeIcon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);

// The support chat and the scam report.
export const ChatIcon = strokeIcon(
  <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  BUTTON_ICON,
);
export const MinusIcon = strokeIcon(<path d="M5 12h14" />, BUTTON_ICON);
export const CloseIcon = strokeIcon(<path d="M18 6 6 18M6 6l12 12" />, BUTTON_ICON);
export const SendIcon = strokeIcon(<path d="m22 2-7 20-4-9-9-4zM22 2 11 13" />, BUTTON_ICON);
export const UploadIcon = strokeIcon(
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />,
  BUTTON_ICON,
);

// Evidence files.
/** A paper clip: a file that goes with a message. */
export const PaperclipIcon = strokeIcon(
  <path d="M21 11.5 12.5 20a5 5 0 0 1-7-7l8.5-8.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3l7.5-7.5" />,
);
/** A page with a folded corner and "PDF" on it, filling its box (the evidence list's file tile). */
export const PdfIcon = strokeIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
    <text
      x="12"
      y="17"
      textAnchor="middle"
      fontSize="5.5"
      fontWeight="700"
      fill="currentColor"
      stroke="none"
      fontFamily="sans-serif"
    >
      PDF
    </text>
  </>,
  '100%',
);
