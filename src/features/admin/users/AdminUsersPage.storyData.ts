/** Data for the admin users page's long story, typed with the app's own API types. */
import type { User } from '../../../api';

/** How many accounts the long story lists: 7 pages of 10. */
export const LONG_USER_COUNT = 64;

/** The first row: an admin with the longest name, so the Admin badge sits next to it. */
export const LONG_ADMIN_NAME = 'Maximiliana-Alexandrina Featherstonehaugh-Worthington';

/**
 * Long first and last names, long unbroken usernames, emails and wallet addresses, with every
 * badge (Admin, Verified/Pending, Active/Suspended) somewhere on the first page.
 */
export const longUsers: User[] = Array.from({ length: LONG_USER_COUNT }, (_, index) => {
  const n = index + 1;
  const admin = index === 0;
  return {
    id: `usr-long-${n}`,
    username: `maximiliana.alexandrina.featherstonehaugh.worthington.${n}`,
    email: `maximiliana.alexandrina.featherstonehaugh-worthington-${n}@customer-accounts.very-long-exchange-domain.example.com`,
    firstName: admin ? 'Maximiliana-Alexandrina' : `Bartholomew-Christopher-${n}`,
    lastName: admin ? 'Featherstonehaugh-Worthington' : 'Vanderbilt-Montgomery-Ashcombe',
    walletAddress:
      index % 5 === 4 ? null : `0x${n.toString(16).padStart(4, '0')}${'52908400098527886e0f'.repeat(2)}abcd`,
    previousDisputes: index % 3 === 0 ? 12_345 : index % 3,
    isAdmin: admin,
    isSuspended: index % 4 === 2,
  };
});
