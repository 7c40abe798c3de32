/** Data for the account page's stories, typed with the app's own API types. */
import type { Session } from '../../api';

const session = (id: string, device: string, createdAt: string, lastSeenAt: string, current = false): Session => ({
  id,
  device,
  userAgent: null,
  createdAt,
  lastSeenAt,
  current,
});

/** This laptop, a phone and an office computer. */
export const SEVERAL_DEVICES: Session[] = [
  session('ses-this', 'Chrome on Linux', '2026-11-20T08:15:00.000Z', '2026-11-29T09:40:00.000Z', true),
  session('ses-phone', 'Safari on iPhone', '2026-11-24T19:02:00.000Z', '2026-11-28T21:17:00.000Z'),
  session('ses-office', 'Edge on Windows', '2026-11-03T07:55:00.000Z', '2026-11-21T16:30:00.000Z'),
];

/** How many devices the long story lists. */
export const LONG_DEVICE_COUNT = 24;

/** Many devices, among them the names a person cannot place. */
export const MANY_DEVICES: Session[] = Array.from({ length: LONG_DEVICE_COUNT }, (_, index) =>
  session(
    `ses-many-${index + 1}`,
    index === 0 ? 'Chrome on Linux' : index % 3 === 0 ? 'Unknown device' : 'Samsung Internet on Android',
    '2026-11-01T08:00:00.000Z',
    new Date(Date.UTC(2026, 10, 29, 12) - index * 3_600_000).toISOString(),
    index === 0,
  ),
);
