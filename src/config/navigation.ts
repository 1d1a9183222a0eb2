/**
 * The site's navigation, in one place: the header, the mobile menu, the footer and the
 * site map page all read it. City links come from the business config.
 */
import { business } from "./business";

/** A link in a menu. */
export interface NavLink {
  label: string;
  href: string;
}

/** A header entry: a plain link, or a dropdown of links with an index page. */
export type NavItem =
  | (NavLink & { kind: "link"; /** Highlighted when it is the current page. */ highlight: boolean })
  | { kind: "menu"; label: string; /** The index page listing everything in the menu. */ indexHref: string; indexLabel: string; links: NavLink[] };

/** The service pages in the header's Services dropdown, in the spec's order. */
export const serviceMenu: NavLink[] = [
  { label: "Window Replacement", href: "/services/window-replacement" },
  { label: "Doors", href: "/services/doors" },
  { label: "Interior Doors", href: "/services/interior-doors" },
  { label: "Custom Windows & Doors", href: "/services/custom-windows-doors" },
  { label: "Energy Efficiency", href: "/services/energy-efficiency" },
];

/** One link per service city. */
export const locationMenu: NavLink[] = business.serviceCities.map((city) => ({
  label: `${city.name}, AZ`,
  href: `/locations/${city.slug}`,
}));

/** The header, left to right. */
export const mainNav: NavItem[] = [
  { kind: "link", label: "Home", href: "/", highlight: true },
  { kind: "menu", label: "Services", indexHref: "/services", indexLabel: "All services", links: serviceMenu },
  { kind: "menu", label: "Locations", indexHref: "/locations", indexLabel: "All service areas", links: locationMenu },
  { kind: "link", label: "Pella", href: "/pella", highlight: false },
  { kind: "link", label: "Milgard", href: "/milgard", highlight: false },
  { kind: "link", label: "Gallery", href: "/gallery", highlight: true },
  { kind: "link", label: "About", href: "/about", highlight: true },
  { kind: "link", label: "Reviews", href: "/reviews", highlight: true },
  { kind: "link", label: "Contact", href: "/contact", highlight: true },
];

/** The call-to-action button at the end of the header. */
export const estimateLink: NavLink = { label: "Free Estimate", href: "/estimate" };

/** Footer: every service page, including the ones the header leaves out. */
export const footerServices: NavLink[] = [
  ...serviceMenu,
  { label: "French Doors", href: "/services/interior-doors/french-doors" },
  { label: "Barn Doors", href: "/services/interior-doors/barn-doors" },
  { label: "Commercial", href: "/services/commercial" },
];

/** Footer: local and official resources a Gilbert homeowner needs for a window project. */
export const gilbertResources: NavLink[] = [
  { label: "Gilbert Window & Door Guide", href: "/blog/gilbert-windows-doors-guide" },
  { label: "Town of Gilbert Permits", href: "https://www.gilbertaz.gov/departments/development-service" },
  { label: "SRP Energy Rebates", href: "https://www.srpnet.com/energy-savings-rebates" },
  { label: "ENERGY STAR Windows", href: "https://www.energystar.gov/products/residential_windows_doors_and_skylights" },
];

/** Footer: company and legal pages. */
export const companyLinks: NavLink[] = [
  { label: "Warranty", href: "/warranty" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Licensing", href: "/licensing" },
  { label: "Site Map", href: "/sitemap" },
];

/** How a page's language words its links (src/build/page-locale.ts). */
export interface LinkLocalizer {
  /** The href in the page's language for an English path. */
  link: (href: string) => string;
  /** The label in the page's language for an English path. */
  label: (href: string, label: string) => string;
}

/** A link in the page's language: its label from the dictionary, its target the translated page when one exists. */
export function localizeLink(link: NavLink, words: LinkLocalizer): NavLink {
  return { label: words.label(link.href, link.label), href: words.link(link.href) };
}

/** A menu in the page's language. */
export function localizeNav(items: NavItem[], words: LinkLocalizer): NavItem[] {
  return items.map((item) =>
    item.kind === "link"
      ? { ...item, ...localizeLink(item, words) }
      : { ...item, label: words.label(item.indexHref, item.label), indexHref: words.link(item.indexHref), indexLabel: words.label(`${item.indexHref}#index`, item.indexLabel), links: item.links.map((link) => localizeLink(link, words)) },
  );
}

/** True when `href` names the page at `pathname` (a clean path, see lib/paths.ts). */
export function isCurrent(href: string, pathname: string): boolean {
  return href === pathname;
}
