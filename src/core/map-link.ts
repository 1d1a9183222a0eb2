/** Links to a place on a map, for the admins' emails, feed and screens. */

/** A Google Maps link to an address. */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
