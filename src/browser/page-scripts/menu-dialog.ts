/**
 * A phone menu in a modal <dialog>, as the site's header and the admin frame have one: its
 * buttons open and close it by themselves (`commandfor` invoker commands) before any script has
 * loaded; this adds what they cannot do. Browsers without invoker commands (iOS before 26.2)
 * open and close it here; a chosen link or a click on the backdrop closes it; widening the window
 * to `wideQuery`, where the page shows its navigation without the menu, leaves no stranded modal.
 */
export function setupMenuDialog(dialog: HTMLDialogElement, opener: HTMLButtonElement, wideQuery: string): void {
  opener.addEventListener("click", () => dialog.open || dialog.showModal());
  dialog.querySelector("[data-menu-close]")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => {
    // A click on the backdrop lands on the dialog itself; a chosen link closes the menu too.
    if (event.target === dialog || (event.target as Element).closest("a")) dialog.close();
  });
  window.matchMedia(wideQuery).addEventListener("change", (event) => event.matches && dialog.close());
}
