/**
 * schema.org objects for JSON-LD. Pure functions of config and page data, so pages and
 * tests build the same objects.
 */
import { business } from "@/config/business";

/** The business as a LocalBusiness subtype, emitted on every page. */
export function localBusinessJsonLd(): Record<string, unknown> {
  const { address } = business;
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": `${business.siteUrl}/#business`,
    name: business.brand,
    legalName: business.legalName,
    url: business.siteUrl,
    telephone: business.phone.e164,
    email: business.supportEmail,
    image: `${business.siteUrl}/og/default.png`,
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      ...(address.street && { streetAddress: address.street }),
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: address.geo.latitude, longitude: address.geo.longitude },
    areaServed: business.serviceCities.map((city) => ({ "@type": "City", name: `${city.name}, AZ` })),
    openingHoursSpecification: business.hours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: row.days, opens: row.opens, closes: row.closes })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.structuredDataRating.ratingValue,
      reviewCount: business.structuredDataRating.reviewCount,
      bestRating: 5,
    },
  };
}

/** Serialises JSON-LD for a <script> element; "<" is escaped so no text can close the tag. */
export function toJsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
