/**
 * The frame of the site's menus: the hand-built pages the header always shows, the estimate
 * button, and the footer's outside resources. Everything the content provides (services,
 * cities, brands, posts, plain pages) is added from the content files by src/build-time/navigation.ts.
 * Labels here are English; src/i18n/ui.ts (pageNames) names these pages in Spanish.
 */

/** A link in a menu. */
export interface NavLink {
  label: string;
  href: string;
}

/** A header entry: a plain link, or a dropdown of links with an index page. */
export type NavItem =
  | (NavLink & { kind: "link"; /** Highlighted when it is the current page. */ highlight: boolean })
  | {
      kind: "menu";
      label: string;
      /** The index page listing everything in the menu. */ indexHref: string;
      indexLabel: string;
      links: NavLink[];
    };

/** The header's fixed entries, in the spec's order around the content's menus and brand links. */
export const frameLinks = {
  home: { label: "Home", href: "/" },
  services: { label: "Services", href: "/services", indexLabel: "All services" },
  locations: { label: "Locations", href: "/locations", indexLabel: "All service areas" },
  gallery: { label: "Gallery", href: "/gallery" },
  about: { label: "About", href: "/about" },
  reviews: { label: "Reviews", href: "/reviews" },
  contact: { label: "Contact", href: "/contact" },
} as const;

/** The call-to-action button at the end of the header. */
export const estimateLink: NavLink = { label: "Free Estimate", href: "/estimate" };

/** The customer's own page (asked for with an email), among the footer's company links. */
export const myPageLink: NavLink = { label: "Your Job & Documents", href: "/my" };

/** The site map, last of the footer's company links. */
export const siteMapLink: NavLink = { label: "Site Map", href: "/sitemap" };

/** Footer: official resources a Gilbert homeowner needs for a window project, after our own articles. */
export const externalResources: NavLink[] = [
  { label: "Town of Gilbert Permits", href: "https://www.gilbertaz.gov/departments/development-service" },
  { label: "SRP Energy Rebates", href: "https://www.srpnet.com/energy-savings-rebates" },
  { label: "ENERGY STAR Windows", href: "https://www.energystar.gov/products/residential_windows_doors_and_skylights" },
];

/** True when `href` names the page at `pathname` (a clean path, see build/paths.ts). */
export function isCurrent(href: string, pathname: string): boolean {
  return href === pathname;
}
