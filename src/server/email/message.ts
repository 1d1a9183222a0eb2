/**
 * The shape every email of the site takes between the templates that write it, the
 * outbox that stores it and the transport that sends it.
 */

/** One email, ready to send. */
export interface OutgoingEmail {
  /** One address, or several separated by commas. */
  to: string;
  /** A single line; templates never let a newline from a visitor into it. */
  subject: string;
  /** The plain-text body, complete on its own. */
  text: string;
  /** The HTML body, every visitor-supplied value escaped. */
  html: string;
  /** An iCalendar invitation or cancellation, sent as `invite.ics` with its own METHOD. */
  ics?: string;
}
