// Apart from seo.ts, whose code every page's frame (and so /sign-in's script) carries: only a product's loader
// names a photo's share image.
import { photoCrops, photoCropUrl } from "#domain/site-content/photos.ts";
import type { PhotoView } from "./page-content.ts";
import type { ShareImage } from "./seo.ts";

/** A page's own share image: her photo's 1200 × 630 crop, described by its alt text. */
export function photoShareImage(photo: PhotoView): ShareImage {
  const { width, height } = photoCrops.og;
  return { src: photoCropUrl(photo.id, "og"), alt: photo.alt.text, width, height };
}
