/** The role-based navigation (docs/routes.md#navigation). */
export interface NavItem {
  label: string;
  to: string;
}

export const USER_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'New Dispute', to: '/new-dispute' },
  { label: 'Scam Alerts', to: '/scam-alerts' },
  { label: 'Enhanced Dashboard', to: '/enhanced-dashboard' },
  { label: 'Scam Detection', to: '/scam-detection' },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Settings', to: '/admin/settings' },
];

/** The signed-in person's own account (docs/routes.md#account-page): beside Log Out, on either side. */
export const ACCOUNT_LINK: NavItem = { label: 'Account', to: '/account' };

/**
 * The breakpoint from which the header shows the navigation and Log Out; below it they are in the
 * menu. Five links beside the reset control, the email and Log Out need about 1,200 pixels: with
 * `md`, the row ran off the side of the page on tablets and small laptops.
 */
export const NAV_FROM = 'xl';

export const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

/** Admin navigation only on admin paths and only for admins; everyone else gets the user navigation. */
export function navFor(pathname: string, isAdmin: boolean): readonly NavItem[] {
  return isAdmin && isAdminPath(pathname) ? ADMIN_NAV : USER_NAV;
}
