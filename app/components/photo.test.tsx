import { DomUtils, parseDocument } from "htmlparser2";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { type PhotoView, type ProductView, productView } from "#app/lib/page-content.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { Photo, photoSizes } from "./photo.tsx";
import { ProductPhotos } from "./product-gallery.tsx";
import { ProductImage } from "./product-image.tsx";

/** Each start tag's attributes for one element name, in document order (the page pipeline's parser is the server's). */
const tags = (html: string, name: string): Record<string, string>[] =>
  DomUtils.getElementsByTagName(name, parseDocument(html)).map((element) => element.attribs);

const id = (n: number) => n.toString(16).padStart(32, "0");
const photo = (n: number, width = 4000, height = 3000): PhotoView => ({
  id: id(n),
  width,
  height,
  alt: { text: `Red onions, photo ${n}`, lang: "en" },
});
const product = (photos: PhotoView[]): ProductView => ({
  ...productView(defaultSiteContent().products[0] as never, "en"),
  photos,
});
const srcsetUrls = (srcset = "") => srcset.split(", ").map((candidate) => candidate.split(" ")[0]);
const srcsetWidths = (srcset = "") => srcset.split(", ").map((candidate) => candidate.split(" ")[1]);

test("a photo is a <picture>: AVIF, then WebP, then the JPEG <img>, each with every served width and the layout's sizes", () => {
  const html = renderToStaticMarkup(<Photo photo={photo(1)} sizes={photoSizes.productCard} />);
  expect(html).toMatch(
    /^<picture><source type="image\/avif"[^>]*\/><source type="image\/webp"[^>]*\/><img [^>]*\/><\/picture>$/,
  );
  const [avif, webp] = tags(html, "source");
  const [img] = tags(html, "img");
  const all = [320, 480, 640, 960, 1280, 1920];
  expect(srcsetWidths(avif?.srcset)).toEqual(all.map((w) => `${w}w`));
  expect(srcsetUrls(avif?.srcset)).toEqual(all.map((w) => `/photos/${id(1)}-${w}.avif`));
  expect(srcsetUrls(webp?.srcset)).toEqual(all.map((w) => `/photos/${id(1)}-${w}.webp`));
  expect(srcsetUrls(img?.srcset)).toEqual(all.map((w) => `/photos/${id(1)}-${w}.jpg`));
  for (const element of [avif, webp, img]) expect(element?.sizes).toBe(photoSizes.productCard);
  expect(img).toMatchObject({
    src: `/photos/${id(1)}-640.jpg`,
    alt: "Red onions, photo 1",
    width: "4000",
    height: "3000",
    decoding: "async",
  });
  expect(img?.class).toContain("object-cover");
  // Neither lazy nor urgent unless the layout says so.
  expect(img).not.toHaveProperty("loading");
  expect(img).not.toHaveProperty("fetchpriority");
});

test("a photo narrower than 1920 px is offered only at the widths it has; one under 640 falls back to its own", () => {
  const html = renderToStaticMarkup(<Photo photo={photo(2, 1000, 750)} sizes="100vw" />);
  expect(srcsetWidths(tags(html, "source")[0]?.srcset)).toEqual(["320w", "480w", "640w", "960w"]);
  const small = renderToStaticMarkup(<Photo photo={photo(3, 500, 400)} sizes="100vw" />);
  expect(tags(small, "img")[0]?.srcset).toBe(`/photos/${id(3)}-320.jpg 320w, /photos/${id(3)}-480.jpg 480w`);
  expect(tags(small, "img")[0]?.src).toBe(`/photos/${id(3)}-480.jpg`);
});

test("below the fold a photo is lazy; the page's largest paint is fetched at high priority and never lazy", () => {
  const lazy = tags(renderToStaticMarkup(<Photo photo={photo(1)} sizes="100vw" load="lazy" />), "img")[0];
  expect(lazy?.loading).toBe("lazy");
  expect(lazy).not.toHaveProperty("fetchpriority");
  const first = tags(renderToStaticMarkup(<Photo photo={photo(1)} sizes="100vw" load="first" />), "img")[0];
  expect(first?.fetchpriority).toBe("high");
  expect(first).not.toHaveProperty("loading");
});

test("a product without photos keeps its drawing, as before", () => {
  const html = renderToStaticMarkup(<ProductImage product={product([])} load="first" sizes="100vw" />);
  expect(html).not.toContain("<picture");
  const [img] = tags(html, "img");
  expect(img?.src).toMatch(/^\/images\/products\/.+\.svg$/);
  expect(img).toMatchObject({ width: "480", height: "360", fetchpriority: "high" });
});

test("a product's card and strip show its main photo in the drawing's 4:3 box", () => {
  const html = renderToStaticMarkup(
    <ProductImage product={product([photo(1), photo(2)])} load="lazy" sizes={photoSizes.homeStrip} />,
  );
  const [img] = tags(html, "img");
  expect(img?.src).toBe(`/photos/${id(1)}-640.jpg`);
  expect(img?.class).toContain("aspect-4/3");
  expect(img?.loading).toBe("lazy");
  expect(img?.sizes).toBe(photoSizes.homeStrip);
  expect(tags(html, "img")).toHaveLength(1);
});

test("one photo on a product page: the main photo, urgent, and no gallery", () => {
  const html = renderToStaticMarkup(<ProductPhotos product={product([photo(1)])} className="" />);
  expect(html).not.toContain("data-island");
  expect(html).not.toContain("<a ");
  const [img] = tags(html, "img");
  expect(img).toMatchObject({ fetchpriority: "high", sizes: photoSizes.productPage });
  expect(img).not.toHaveProperty("loading");
});

test("two photos or more: a gallery whose links open the larger JPEG without JavaScript, and its larger view", () => {
  const photos = [photo(1), photo(2), photo(3, 1000, 750)];
  const html = renderToStaticMarkup(<ProductPhotos product={product(photos)} className="" />);
  expect(tags(html, "div").filter((div) => div["data-island"] === "gallery")).toHaveLength(1);
  const links = tags(html, "a");
  expect(links.map((a) => a.href)).toEqual([
    `/photos/${id(1)}-1280.jpg`,
    `/photos/${id(2)}-1280.jpg`,
    // Its largest JPEG when it has none as wide.
    `/photos/${id(3)}-960.jpg`,
  ]);
  expect(links.map((a) => a["data-gallery-item"])).toEqual(["0", "1", "2"]);
  const [main, ...rest] = tags(html, "img");
  expect(main).toMatchObject({ fetchpriority: "high", sizes: photoSizes.productPage });
  expect(main).not.toHaveProperty("loading");
  // The thumbnails beneath, lazy, sized as thumbnails and offered no wider than 480 px; the larger view holds no
  // image until the gallery's script opens it.
  expect(rest).toHaveLength(2);
  for (const thumbnail of rest) {
    expect(thumbnail).toMatchObject({ loading: "lazy", sizes: photoSizes.thumbnail });
    expect(srcsetWidths(thumbnail.srcset)).toEqual(["320w", "480w"]);
  }
  expect(rest.map((t) => t.alt)).toEqual(["Red onions, photo 2", "Red onions, photo 3"]);
  expect(html).toMatch(/<div data-gallery-frame="true" class="[^"]*"><\/div>/);
  expect(tags(html, "ul")[0]?.["aria-label"]).toBe("Photos of the product");
  expect(tags(html, "dialog")[0]).toMatchObject({
    "data-gallery-view": "true",
    "aria-label": "Larger photo",
  });
  // Every control of the view has a name a screen reader reads.
  for (const name of ["Previous photo", "Next photo", "Close"])
    expect(html).toContain(`<span class="sr-only">${name}</span>`);
  expect(tags(html, "form")[0]?.method).toBe("dialog");
});
