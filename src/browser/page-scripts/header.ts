/**
 * Header behaviour, in plain TypeScript so content pages need no framework:
 * - the stronger shadow once the page is scrolled more than 20 px;
 * - desktop dropdowns as disclosure buttons (click, Enter, Space; Escape and clicking
 *   elsewhere close them; hover opening is pure CSS);
 * - the mobile menu dialog, which closes when a link is chosen (its buttons open and close it
 *   by themselves, through `commandfor`, before this script has loaded: see Header.astro);
 * - `data-enhanced` on the header once all this is in place.
 */

import { setupMenuDialog } from "./menu-dialog";

/** Pixels of scroll after which the header casts its stronger shadow. */
export const SCROLL_SHADOW_THRESHOLD = 20;

const header = document.querySelector<HTMLElement>("[data-site-header]");

function updateShadow(): void {
  header?.toggleAttribute("data-scrolled", window.scrollY > SCROLL_SHADOW_THRESHOLD);
}

function setupDropdowns(): void {
  const dropdowns = [...document.querySelectorAll<HTMLElement>("[data-dropdown]")];
  const buttonOf = (dropdown: HTMLElement) => dropdown.querySelector<HTMLButtonElement>("button[aria-expanded]")!;
  const close = (dropdown: HTMLElement) => buttonOf(dropdown).setAttribute("aria-expanded", "false");

  for (const dropdown of dropdowns) {
    const button = buttonOf(dropdown);
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      dropdowns.forEach(close);
      button.setAttribute("aria-expanded", String(open));
    });
    dropdown.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
      close(dropdown);
      button.focus();
    });
    // Leaving with the pointer or with focus closes a menu opened by click.
    dropdown.addEventListener("pointerleave", (event) => event.pointerType === "mouse" && close(dropdown));
    dropdown.addEventListener("focusout", (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) close(dropdown);
    });
  }
  document.addEventListener("click", (event) => {
    for (const dropdown of dropdowns) if (!dropdown.contains(event.target as Node)) close(dropdown);
  });
}

function setupMobileMenu(): void {
  const dialog = document.querySelector<HTMLDialogElement>("#mobile-menu");
  const opener = document.querySelector<HTMLButtonElement>("[data-mobile-menu-open]");
  // From md up the header shows its navigation and no menu button.
  if (dialog && opener) setupMenuDialog(dialog, opener, "(min-width: 768px)");
}

updateShadow();
window.addEventListener("scroll", updateShadow, { passive: true });
setupDropdowns();
setupMobileMenu();
header?.setAttribute("data-enhanced", "");
