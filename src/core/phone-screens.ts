/**
 * Which screens are a phone's, for the hero picture (src/components/Photo.astro): a phone paints
 * the picture's placeholder first and fetches the picture after its first paint; a wider screen
 * preloads the picture from the page's head and shows it with the page. The build's preload link
 * and the browser's hero script read the same query.
 */

/** The widest phone screen in CSS px (the largest iPhones, 430 px). */
export const WIDEST_PHONE_PX = 430;

/** The media query of the screens wider than a phone. */
export const WIDER_THAN_PHONE = `(min-width: ${WIDEST_PHONE_PX + 1}px)`;
