/**
 * When a booking request for a slot the person already holds counts as the same booking
 * (a double click, a retried request) rather than a stranger who knows their email: it must
 * match what was stored in email, phone and last name. Pure; the keys are the person keys
 * of person-key.ts, so every spelling the per-person limits accept is accepted here too.
 */
import { emailKey, phoneKey } from "./person-key";

/** The fields a repeat must match. */
export interface BookerIdentity {
  email: string;
  phone: string;
  lastName: string;
}

/** The last name's key: lower case, without spaces ("De la Cruz " → "delacruz"). */
export function lastNameKey(lastName: string): string {
  return lastName.normalize("NFC").toLowerCase().replace(/\s+/g, "");
}

/** True when `request` names the same booker as `stored`: same email key, same phone key (with a digit), same last name key. */
export function isSameBooker(stored: BookerIdentity, request: BookerIdentity): boolean {
  const phone = phoneKey(request.phone);
  return (
    emailKey(stored.email) === emailKey(request.email) &&
    phone !== null &&
    phoneKey(stored.phone) === phone &&
    lastNameKey(stored.lastName) === lastNameKey(request.lastName)
  );
}
