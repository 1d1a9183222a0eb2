/** The audit's thresholds, in one place so the checks, tests and dashboard agree. */

/** Longest title (characters) before Google is likely to cut it off in results. */
export const TITLE_MAX_LENGTH = 60;

/** Shortest and longest useful meta description (characters). */
export const DESCRIPTION_MIN_LENGTH = 70;
export const DESCRIPTION_MAX_LENGTH = 160;

/** The Open Graph image size every page should declare (the 1.91:1 large card). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Below this many words of main text an indexable page is flagged as thin. */
export const THIN_CONTENT_WORDS = 150;

/** Points a page loses per problem; scores never go below 0. */
export const ERROR_PENALTY = 25;
export const WARNING_PENALTY = 5;
