/**
 * The pages a private link opens (/quote/{token}, /es/invoice/{token}, /my/{token}, /cancel/{token},
 * …) are built once, without their token, so the language switcher's built link leads to the bare
 * page in the other language, which knows no token ("This quote link is not valid"). Once the page
 * is in the browser, each switcher that leads to this page's twin (LanguageSwitch.astro marks it
 * with the path the page was built at) gets the rest of the address back: the token, the query,
 * the anchor. AppShell pages load it.
 */
import { switchHrefKeepingAddress } from "@/i18n/address-switch";

for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-language-switch][data-page-path]")) {
  link.setAttribute("href", switchHrefKeepingAddress(link.getAttribute("href") ?? "/", link.dataset.pagePath ?? "", window.location));
}
