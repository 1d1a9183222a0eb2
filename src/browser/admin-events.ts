/**
 * The event an admin island sends on `window` after it changed admin data (a visit confirmed, a
 * lead called back, a text answered), so the admin frame's counts of what waits are read again
 * (src/browser/page-scripts/admin-frame.ts) as the islands' own reads are.
 */
export const ADMIN_DATA_CHANGED = "admin-data-changed";
