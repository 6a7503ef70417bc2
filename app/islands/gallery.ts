// A product page's gallery (app/components/product-gallery.tsx): each photo link opens the larger view, a modal
// <dialog>, at its photo; Previous and Next, the arrow keys and a swipe move through the photos; Escape and the
// Close button close it and focus goes back to the link it was opened from. The browser's own elements and
// events only: a product page runs no framework, and this island loads only on a page with a gallery.
// Without this script each link opens its larger JPEG.

/** A horizontal move of the pointer longer than this (px) is a swipe to the next or previous photo. */
const swipeDistance = 40;

function startGallery(gallery: HTMLElement): void {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>("a[data-gallery-item]")];
  const view = gallery.querySelector<HTMLDialogElement>("dialog[data-gallery-view]");
  const image = view?.querySelector("img");
  const sources = [...(view?.querySelectorAll("source") ?? [])];
  const caption = view?.querySelector("[data-gallery-caption]");
  const position = view?.querySelector("[data-gallery-position]");
  if (!view || !image || links.length === 0) return;
  const rightToLeft = getComputedStyle(gallery).direction === "rtl";
  let current = 0;
  let opener: HTMLAnchorElement | undefined;

  /** Shows photo `index` (wrapping around): its link's picture's sources, sizes kept as the view's. */
  function show(index: number): void {
    current = (index + links.length) % links.length;
    const picture = links[current]?.querySelector("picture");
    const shown = picture?.querySelector("img");
    if (!picture || !shown || !image) return;
    for (const source of sources) {
      const from = picture.querySelector(`source[type="${source.type}"]`);
      source.srcset = from?.getAttribute("srcset") ?? "";
    }
    image.srcset = shown.getAttribute("srcset") ?? "";
    image.src = shown.getAttribute("src") ?? "";
    image.alt = shown.alt;
    // The attributes, not the properties: those give the thumbnail's size on the page.
    image.setAttribute("width", shown.getAttribute("width") ?? "");
    image.setAttribute("height", shown.getAttribute("height") ?? "");
    const lang = shown.getAttribute("lang");
    if (lang) image.lang = lang;
    else image.removeAttribute("lang");
    if (caption) caption.textContent = shown.alt;
    if (position) position.textContent = `${current + 1} / ${links.length}`;
  }

  for (const [index, link] of links.entries()) {
    link.addEventListener("click", (event) => {
      // A new tab or window is the visitor's choice: the link opens the file there.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener = link;
      show(index);
      // Only now: until the view first opens, its image (lazy in a closed dialog) is never fetched.
      image.loading = "eager";
      view.showModal();
    });
  }
  view.querySelector("[data-gallery-previous]")?.addEventListener("click", () => show(current - 1));
  view.querySelector("[data-gallery-next]")?.addEventListener("click", () => show(current + 1));
  // The arrows follow the reading direction: in Arabic the next photo is to the left.
  view.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const forward = (event.key === "ArrowRight") !== rightToLeft;
    show(current + (forward ? 1 : -1));
  });
  let pointerStart: { id: number; x: number } | undefined;
  image.addEventListener("pointerdown", (event) => {
    pointerStart = { id: event.pointerId, x: event.clientX };
  });
  image.addEventListener("pointerup", (event) => {
    if (pointerStart?.id !== event.pointerId) return;
    const moved = event.clientX - pointerStart.x;
    pointerStart = undefined;
    if (Math.abs(moved) < swipeDistance) return;
    // A swipe towards the start of the line brings the next photo, as a page turns.
    const forward = moved < 0 !== rightToLeft;
    show(current + (forward ? 1 : -1));
  });
  image.addEventListener("pointercancel", () => {
    pointerStart = undefined;
  });
  // A click beside the photo and its controls (the view fills the window) closes it.
  view.addEventListener("click", (event) => {
    if (!(event.target as Element).closest("img, button, p")) view.close();
  });
  view.addEventListener("close", () => opener?.focus());
}

for (const gallery of document.querySelectorAll<HTMLElement>('[data-island="gallery"]'))
  startGallery(gallery);
// Browser tests wait for this before using the gallery, as for a hydrated island (island-ready.tsx).
document.documentElement.dataset.hydrated = "true";
