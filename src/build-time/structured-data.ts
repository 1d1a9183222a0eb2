/**
 * schema.org objects for JSON-LD. Pure functions of config and page data, so pages and
 * tests build the same objects.
 */
import { business } from "@/config/business";
import { serviceCities } from "@/config/service-cities";

/** Every city page as a schema.org City: the area the business serves. */
function areaServed(): Record<string, unknown>[] {
  return serviceCities().map((city) => ({ "@type": "City", name: `${city.name}, ${business.address.region}` }));
}

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
    image: `${business.siteUrl}/og/index.png`,
    priceRange: "$$",
    knowsLanguage: ["en", "es"],
    address: {
      "@type": "PostalAddress",
      ...(address.street && { streetAddress: address.street }),
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: address.geo.latitude, longitude: address.geo.longitude },
    areaServed: areaServed(),
    ...(business.social.length > 0 && { sameAs: business.social.map((profile) => profile.url) }),
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

/** Width and height of /logo.png, the brand mark structured data names as `logo`. */
export const LOGO_SIZE = 512;

/** The business as the Organization that publishes the blog, with its name and logo (what article rich results ask for). */
export function publisherJsonLd(): Record<string, unknown> {
  return {
    "@type": "Organization",
    name: business.brand,
    url: business.siteUrl,
    logo: { "@type": "ImageObject", url: `${business.siteUrl}/logo.png`, width: LOGO_SIZE, height: LOGO_SIZE },
  };
}

/** Serializes JSON-LD for a <script> element; "<" is escaped so no text can close the tag. */
export function toJsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** The page itself, with the language its text is in. */
export function webPageJsonLd(page: { name: string; description: string; path: string; lang: string }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: new URL(page.path, business.siteUrl).href,
    inLanguage: page.lang,
    isPartOf: { "@type": "WebSite", name: business.brand, url: business.siteUrl },
  };
}

/** BreadcrumbList for an inner page; the trail starts at the home page (`home`, English by default). */
export function breadcrumbJsonLd(trail: Crumb[], home: Crumb = { name: "Home", path: "/" }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [home, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, business.siteUrl).href,
    })),
  };
}

/** A service we provide, across the service area. */
export function serviceJsonLd(service: { name: string; description: string; path: string }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: new URL(service.path, business.siteUrl).href,
    serviceType: service.name,
    provider: { "@id": `${business.siteUrl}/#business` },
    areaServed: areaServed(),
  };
}

/** A product line with its installed price range per window as an AggregateOffer. */
export function productJsonLd(product: {
  name: string;
  brand: string;
  description: string;
  path: string;
  image: string;
  priceRange: { min: number; max: number };
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    brand: { "@type": "Brand", name: product.brand },
    description: product.description,
    image: new URL(product.image, business.siteUrl).href,
    url: new URL(product.path, business.siteUrl).href,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: product.priceRange.min,
      highPrice: product.priceRange.max,
      offerCount: 1,
      availability: "https://schema.org/InStock",
      seller: { "@id": `${business.siteUrl}/#business` },
    },
  };
}

/** A blog article. */
export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  path: string;
  image: string;
  author: string;
  publishDate: Date;
  updatedDate?: Date;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: new URL(post.path, business.siteUrl).href,
    mainEntityOfPage: new URL(post.path, business.siteUrl).href,
    image: new URL(post.image, business.siteUrl).href,
    datePublished: post.publishDate.toISOString().slice(0, 10),
    dateModified: (post.updatedDate ?? post.publishDate).toISOString().slice(0, 10),
    author: { "@type": "Organization", name: post.author, url: business.siteUrl },
    publisher: publisherJsonLd(),
  };
}
