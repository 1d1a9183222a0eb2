/** The text alternative of a page's Open Graph card (og:image:alt, twitter:image:alt). */
import { business } from "@/config/business";

/** Describes the card `renderOgImage` draws for a page titled `title` (the brand suffix is dropped, as on the card). */
export function ogCardAlt(title: string): string {
  const headline = title.replace(` | ${business.brand}`, "");
  return `${business.brand} card: ${headline}. Call ${business.phone.display} for a free in-home estimate.`;
}
