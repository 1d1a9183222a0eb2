/**
 * The kind of the one text that goes to a number that opted out (STOP), and is not counted
 * against its day: the confirmation of its STOP, which carriers require. Every other text to
 * that number is dropped (./outbox.ts), whatever its consent.
 */
export const OPT_OUT_CONFIRMATION_KIND = "opt-out-confirmation";
