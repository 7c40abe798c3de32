/** What the rest of the admin feature may use of the settings screen (the review page's composer links to it). */
export { SETTINGS_PATH } from './texts';
