import { expect, test } from "vitest";
import { firstPaintProblems } from "./first-paint.ts";

const fontCss = [
  ':root{--font-sans:"Manrope Variable", "Manrope Fallback", ui-sans-serif, sans-serif}',
  "@font-face{font-family:Manrope Variable;font-display:swap;src:url(/assets/m.woff2)format(woff2)}",
  "@font-face{font-family:Manrope Fallback;font-weight:100 549;src:local(Arial);size-adjust:102.08%;",
  "ascent-override:104.43%;descent-override:29.39%;line-gap-override:0%}",
].join("");

function page({ head = "", css = fontCss } = {}): string {
  return `<!DOCTYPE html><html><head><style>${css}</style>${head}</head><body><h1>Hi</h1></body></html>`;
}

test("a page that paints from its HTML alone passes", () => {
  const head =
    '<link rel="stylesheet" href="/assets/root.css" disabled=""/><script>addEventListener("load",()=>{})</script>' +
    '<script type="module" src="/assets/a.js"></script><link rel="preload" href="/assets/m.woff2" as="font"/>';
  expect(firstPaintProblems(page({ head }))).toEqual([]);
});

test("a linked stylesheet or a parser-blocking script before the body is a problem", () => {
  const head = '<link rel="stylesheet" href="/assets/root.css"/><script src="/assets/old.js"></script>';
  expect(firstPaintProblems(page({ head }))).toEqual([
    "render-blocking stylesheet /assets/root.css",
    "parser-blocking script /assets/old.js",
  ]);
});

test("a page without inline CSS, or with CSS that imports more, is a problem", () => {
  expect(firstPaintProblems(page({ css: "" }))).toContain("no inline CSS");
  expect(firstPaintProblems(page({ css: `@import url(/more.css);${fontCss}` }))).toContain(
    "the inline CSS imports another stylesheet",
  );
});

test("the fallback face must carry all of Manrope's metrics and come right after it in the stack", () => {
  const untuned = fontCss.replace("ascent-override:104.43%;", "");
  expect(firstPaintProblems(page({ css: untuned }))).toEqual(["Manrope Fallback lacks ascent-override"]);
  const noFallback = fontCss.replace(' "Manrope Fallback",', "");
  expect(firstPaintProblems(page({ css: noFallback }))[0]).toMatch(/^the font stack is not/);
  const blocking = fontCss.replace("font-display:swap", "font-display:block");
  expect(firstPaintProblems(page({ css: blocking }))).toEqual([
    "Manrope Variable has font-display block: text would wait for the font",
  ]);
});
