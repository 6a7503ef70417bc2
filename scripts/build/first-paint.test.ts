import { expect, test } from "vitest";
import { afterFirstPaint } from "#app/lib/after-first-paint.ts";
import { firstPaintProblems } from "./first-paint.ts";

const fontCss = [
  ':root{--font-sans:"Manrope Fallback", ui-sans-serif, sans-serif}',
  ':root.web-font{--font-sans:"Manrope Variable", "Manrope Fallback", ui-sans-serif, sans-serif}',
  "@font-face{font-family:Manrope Variable;font-display:swap;src:url(/assets/m.woff2)format(woff2)}",
  "@font-face{font-family:Manrope Fallback;font-weight:100 549;src:local(Arial);size-adjust:102.08%;",
  "ascent-override:104.43%;descent-override:29.39%;line-gap-override:0%}",
].join("");

const fontScript = `<script>if(seen)root.classList.add("web-font");else ${afterFirstPaint}(()=>fetch("/assets/m.woff2"))</script>`;

function page({ head = "", css = fontCss, body = "<h1>Hi</h1>" } = {}): string {
  return `<!DOCTYPE html><html><head><style>${css}</style>${fontScript}${head}</head><body>${body}</body></html>`;
}

test("a page that paints from its HTML alone passes", () => {
  const head =
    '<link rel="stylesheet" href="/assets/root.css" disabled=""/><script type="module" src="/assets/a.js"></script>';
  const body =
    '<img src="data:image/svg+xml,%3Csvg/%3E" alt=""/><img src="/images/b.svg" loading="lazy" alt=""/>';
  expect(firstPaintProblems(page({ head, body }))).toEqual([]);
});

test("a linked stylesheet or a parser-blocking script before the body is a problem", () => {
  const head = '<link rel="stylesheet" href="/assets/root.css"/><script src="/assets/old.js"></script>';
  expect(firstPaintProblems(page({ head }))).toEqual([
    "render-blocking stylesheet /assets/root.css",
    "parser-blocking script /assets/old.js",
  ]);
});

test("a font, an image or a stylesheet requested before the first paint is a problem", () => {
  const head = '<link rel="preload" href="/assets/m.woff2" as="font"/>';
  const body = '<img src="/images/hero.svg" alt=""/>';
  expect(firstPaintProblems(page({ head, body }))).toEqual([
    "font requested before the first paint: /assets/m.woff2",
    "eager image requested before the first paint: /images/hero.svg",
  ]);
});

test("a page without inline CSS, or with CSS that imports more, is a problem", () => {
  expect(firstPaintProblems(page({ css: "" }))).toContain("no inline CSS");
  expect(firstPaintProblems(page({ css: `@import url(/more.css);${fontCss}` }))).toContain(
    "the inline CSS imports another stylesheet",
  );
});

test("text paints first in the tuned fallback face, and Manrope comes only by the late rule", () => {
  const untuned = fontCss.replace("ascent-override:104.43%;", "");
  expect(firstPaintProblems(page({ css: untuned }))).toEqual(["Manrope Fallback lacks ascent-override"]);
  const webFontFirst = fontCss.replace(
    ':root{--font-sans:"Manrope Fallback"',
    ':root{--font-sans:"Manrope Variable"',
  );
  expect(firstPaintProblems(page({ css: webFontFirst }))).toEqual([
    'the first paint\'s font stack does not start with "Manrope Fallback"',
  ]);
  const noLateRule = fontCss.replace(":root.web-font", ".unused");
  expect(firstPaintProblems(page({ css: noLateRule }))[0]).toMatch(/^no :root.web-font rule/);
  const blocking = fontCss.replace("font-display:swap", "font-display:block");
  expect(firstPaintProblems(page({ css: blocking }))).toEqual([
    "Manrope Variable has font-display block: text would wait for the font",
  ]);
});

test("a family of local faces for one script may lead the stacks; a downloaded one may not", () => {
  const arabic = "@font-face{font-family:Arabic Fallback;src:local(Tahoma);unicode-range:U+0600-06FF}";
  const leading = (face: string) =>
    (face + fontCss).replaceAll('--font-sans:"Manrope', '--font-sans:"Arabic Fallback", "Manrope');
  expect(firstPaintProblems(page({ css: leading(arabic) }))).toEqual([]);
  expect(
    firstPaintProblems(page({ css: leading(arabic.replace("local(Tahoma)", "url(/a.woff2)")) })),
  ).toEqual([
    'no :root.web-font rule with the font stack "Manrope Variable", "Manrope Fallback", ...',
    'the first paint\'s font stack does not start with "Manrope Fallback"',
  ]);
  expect(
    firstPaintProblems(page({ css: leading(arabic.replace(";unicode-range:U+0600-06FF", "")) })),
  ).toEqual([
    'no :root.web-font rule with the font stack "Manrope Variable", "Manrope Fallback", ...',
    'the first paint\'s font stack does not start with "Manrope Fallback"',
  ]);
});

test("the web font started on load alone, before the first paint, is a problem", () => {
  const onLoad = (script: string) => script.replace(afterFirstPaint, "addEventListener.bind(null,'load')");
  expect(firstPaintProblems(page().replace(fontScript, onLoad(fontScript)))).toEqual([
    "the web font does not wait for the first paint",
  ]);
});

test("the script that fetches the web font for later pages must fetch the file the CSS names", () => {
  const other = fontScript.replace("/assets/m.woff2", "/assets/old.woff2");
  expect(firstPaintProblems(page().replace(fontScript, other))).toEqual([
    "the script fetches /assets/old.woff2, not the Manrope Variable file of the CSS",
  ]);
});
