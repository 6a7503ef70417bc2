// A product page's gallery (app/components/product-gallery.tsx): each photo link opens the larger view, a modal
// <dialog>, at its photo; Previous and Next, the arrow keys and a swipe move through the photos; Escape and the
// Close button close it and focus goes back to the link it was opened from. The browser's own elements and
// events only: a product page runs no framework, and this island loads only on a page with a gallery.
// Without this script each link opens its larger JPEG.

import { mimeOf, parsePhotoFileName, photoBase } from "#domain/site-content/photos.ts";
import { photoJpeg, photoSrcSet } from "../lib/photo-sources.ts";

/** A horizontal move of the pointer longer than this (px) is a swipe to the next or previous photo. */
const swipeDistance = 40;
/** The larger view fills the window: the browser picks the file for its width and density. */
const viewSizes = "100vw";

/** A photo link's photo: its id from the link's file name, its size and alt text from its image's attributes. */
function photoOf(link: HTMLAnchorElement) {
  const image = link.querySelector("img");
  const file = parsePhotoFileName(new URL(link.href).pathname.slice(photoBase.length));
  if (!image || !file) return undefined;
  const attribute = (name: string) => image.getAttribute(name) ?? "";
  return {
    id: file.id,
    width: Number(attribute("width")),
    height: Number(attribute("height")),
    alt: image.alt,
    lang: image.getAttribute("lang"),
  };
}

/** The photo as the larger view shows it: AVIF, WebP, then the JPEG, every served width. */
function pictureOf(photo: NonNullable<ReturnType<typeof photoOf>>): HTMLPictureElement {
  const picture = document.createElement("picture");
  for (const format of ["avif", "webp"] as const) {
    const source = document.createElement("source");
    source.type = mimeOf[format];
    source.srcset = photoSrcSet(photo, format);
    source.sizes = viewSizes;
    picture.append(source);
  }
  const image = document.createElement("img");
  image.srcset = photoSrcSet(photo, "jpeg");
  image.sizes = viewSizes;
  image.src = photoJpeg(photo);
  image.alt = photo.alt;
  if (photo.lang) image.lang = photo.lang;
  image.width = photo.width;
  image.height = photo.height;
  image.draggable = false;
  picture.append(image);
  return picture;
}

function startGallery(gallery: HTMLElement): void {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>("a[data-gallery-item]")];
  const view = gallery.querySelector<HTMLDialogElement>("dialog[data-gallery-view]");
  const frame = view?.querySelector<HTMLElement>("[data-gallery-frame]");
  const caption = view?.querySelector("[data-gallery-caption]");
  const position = view?.querySelector("[data-gallery-position]");
  if (!view || !frame || links.length === 0) return;
  const rightToLeft = getComputedStyle(gallery).direction === "rtl";
  let current = 0;
  let opener: HTMLAnchorElement | undefined;

  /** Shows photo `index`, wrapping around. */
  function show(index: number): void {
    current = (index + links.length) % links.length;
    const link = links[current];
    const photo = link && photoOf(link);
    if (!photo || !frame) return;
    frame.replaceChildren(pictureOf(photo));
    if (caption) {
      caption.textContent = photo.alt;
      // An alt text shown in English on another language's page says so, as on the page.
      if (photo.lang) caption.setAttribute("lang", photo.lang);
      else caption.removeAttribute("lang");
    }
    if (position) position.textContent = `${current + 1} / ${links.length}`;
  }

  for (const [index, link] of links.entries()) {
    link.addEventListener("click", (event) => {
      // A new tab or window is the visitor's choice: the link opens the file there.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener = link;
      show(index);
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
  frame.addEventListener("pointerdown", (event) => {
    pointerStart = { id: event.pointerId, x: event.clientX };
  });
  frame.addEventListener("pointerup", (event) => {
    if (pointerStart?.id !== event.pointerId) return;
    const moved = event.clientX - pointerStart.x;
    pointerStart = undefined;
    if (Math.abs(moved) < swipeDistance) return;
    // A swipe towards the start of the line brings the next photo, as a page turns.
    const forward = moved < 0 !== rightToLeft;
    show(current + (forward ? 1 : -1));
  });
  frame.addEventListener("pointercancel", () => {
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
