/**
 * Lightbox behaviour for every [data-lightbox] block: open on a thumbnail, previous and
 * next (buttons and arrow keys), close (button, Escape, backdrop), and focus back on the
 * thumbnail that opened it.
 */
for (const root of document.querySelectorAll<HTMLElement>("[data-lightbox]")) {
  const dialog = root.querySelector("dialog")!;
  const image = dialog.querySelector<HTMLImageElement>("[data-lightbox-image]")!;
  const caption = dialog.querySelector<HTMLElement>("[data-lightbox-caption]")!;
  const openers = [...root.querySelectorAll<HTMLButtonElement>("[data-lightbox-open]")];
  let current = 0;

  const show = (index: number) => {
    current = (index + openers.length) % openers.length;
    const opener = openers[current]!;
    image.src = opener.dataset.src!;
    image.alt = opener.dataset.alt!;
    // The block carries "({n} of {total})" in the page's language.
    const position = (root.dataset.lightboxPosition ?? "({n} of {total})")
      .replace("{n}", String(current + 1))
      .replace("{total}", String(openers.length));
    caption.textContent = `${opener.dataset.caption} ${position}`;
  };

  openers.forEach((opener, index) =>
    opener.addEventListener("click", () => {
      show(index);
      dialog.showModal();
    }),
  );
  dialog.querySelector("[data-lightbox-prev]")!.addEventListener("click", () => show(current - 1));
  dialog.querySelector("[data-lightbox-next]")!.addEventListener("click", () => show(current + 1));
  dialog.querySelector("[data-lightbox-close]")!.addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => event.target === dialog && dialog.close());
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(current - 1);
    if (event.key === "ArrowRight") show(current + 1);
  });
  dialog.addEventListener("close", () => openers[current]?.focus());
}
