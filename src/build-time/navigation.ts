/**
 * The site's menus in a language, made from the content: the header's Services menu is the
 * services marked `menu`, its Locations menu every city page, its brand links every brand page;
 * the footer lists every service, every city, every post and the plain pages with a `footer`
 * position. A new file appears in them with no list to edit (the frame around them, Home,
 * Gallery, About, Reviews, Contact, is src/config/navigation.ts).
 */
import { business } from "@/config/business";
import { estimateLink, externalResources, frameLinks, myPageLink, siteMapLink, type NavItem, type NavLink } from "@/config/navigation";
import type { Locale } from "@/i18n/locales";
import { getEntriesPreferring } from "./localized-lists";
import type { PageLocale } from "./page-locale";
import { listMarkdownPages } from "./site-pages";

/** The menus of one language, with labels and hrefs in that language where a page exists in it. */
export interface SiteNavigation {
  main: NavItem[];
  estimate: NavLink;
  footer: { services: NavLink[]; areas: NavLink[]; resources: NavLink[]; company: NavLink[] };
}

const byOrder = <T extends { data: { order: number } }>(list: T[]) => [...list].sort((a, b) => a.data.order - b.data.order);

/** The content's links, by English path and English label (PageLocale words them in the page's language). */
async function contentLinks(locale: Locale) {
  const [services, cities, brands, posts] = await Promise.all([
    getEntriesPreferring("services", locale),
    getEntriesPreferring("cities", locale),
    getEntriesPreferring("brands", locale),
    getEntriesPreferring("posts", locale),
  ]);
  return {
    services: byOrder(services).map((entry) => ({ href: `/services/${entry.id}`, label: entry.data.name, menu: entry.data.menu === true })),
    cities: byOrder(cities).map((entry) => ({ href: `/locations/${entry.id}`, label: entry.data.name })),
    brands: byOrder(brands).map((entry) => ({ href: `/${entry.id}`, label: entry.data.name })),
    posts: posts
      .sort((a, b) => b.data.publishDate.getTime() - a.data.publishDate.getTime())
      .map((entry) => ({ href: `/blog/${entry.id}`, label: entry.data.name ?? entry.data.title })),
    // Plain pages with a footer position, in that order.
    footerPages: listMarkdownPages("en")
      .filter((page) => page.footer !== undefined)
      .sort((a, b) => a.footer! - b.footer!)
      .map((page) => ({ href: page.basePath, label: page.name })),
  };
}

const cache = new Map<Locale, Promise<SiteNavigation>>();

/** The menus for the page's language (made once per language and build). */
export function siteNavigation(words: PageLocale): Promise<SiteNavigation> {
  let navigation = cache.get(words.locale);
  if (!navigation) {
    navigation = buildNavigation(words);
    cache.set(words.locale, navigation);
  }
  return navigation;
}

async function buildNavigation(words: PageLocale): Promise<SiteNavigation> {
  const content = await contentLinks(words.locale);
  const local = (link: NavLink): NavLink => ({ label: words.label(link.href, link.label), href: words.link(link.href) });
  const city = (link: NavLink): NavLink => ({ ...local(link), label: `${words.label(link.href, link.label)}, ${business.address.region}` });
  const { home, gallery, about, reviews, contact, services, locations } = frameLinks;
  const menu = (index: { label: string; href: string; indexLabel: string }, links: NavLink[]): NavItem => ({
    kind: "menu",
    label: words.label(index.href, index.label),
    indexHref: words.link(index.href),
    // A menu's "all" link is named by its index path with #index (src/i18n/ui.ts).
    indexLabel: words.label(`${index.href}#index`, index.indexLabel),
    links,
  });
  return {
    main: [
      { kind: "link", ...local(home), highlight: true },
      menu(services, content.services.filter((service) => service.menu).map(local)),
      menu(locations, content.cities.map(city)),
      ...content.brands.map((brand): NavItem => ({ kind: "link", ...local(brand), highlight: false })),
      ...[gallery, about, reviews, contact].map((link): NavItem => ({ kind: "link", ...local(link), highlight: true })),
    ],
    estimate: local(estimateLink),
    footer: {
      services: content.services.map(local),
      areas: content.cities.map(city),
      resources: [...content.posts.map(local), ...externalResources.map(local)],
      company: [...content.footerPages.map(local), local(myPageLink), local(siteMapLink)],
    },
  };
}
