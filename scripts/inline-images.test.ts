import { expect, test } from "vitest";
import { inlineImageLimit, inlineImages, svgDataUrl } from "./inline-images.ts";

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(#g)" width="100%"/></svg>';

test("an eager SVG picture becomes a data: URL and loses its preload; lazy and other pictures stay files", () => {
  const html = [
    '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
    '<link rel="preload" as="font" href="/f.woff2"/>',
    '<img src="/images/hero.svg" alt="Fields" width="1600" height="700"/>',
    '<img src="/images/later.svg" loading="lazy" alt=""/>',
    '<img src="/images/photo.webp" alt=""/>',
  ].join("");
  const result = inlineImages(html, () => svg);
  expect(result).toBe(
    [
      '<link rel="preload" as="font" href="/f.woff2"/>',
      `<img src="${svgDataUrl(svg)}" alt="Fields" width="1600" height="700"/>`,
      '<img src="/images/later.svg" loading="lazy" alt=""/>',
      '<img src="/images/photo.webp" alt=""/>',
    ].join(""),
  );
});

test("the data: URL decodes to the SVG and holds nothing that ends the attribute", () => {
  const url = svgDataUrl(svg);
  expect(url).not.toMatch(/["<>#]/);
  expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(svg);
});

test("a picture over the limit stays a file", () => {
  const html = '<img src="/images/big.svg" alt=""/>';
  expect(inlineImages(html, () => `<svg>${"x".repeat(inlineImageLimit)}</svg>`)).toBe(html);
});
