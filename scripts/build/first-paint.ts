// Deterministic checks of what the first paint of a page waits for, run on every built page by
// scripts/checks/budgets.ts: timings swing on a shared machine, these facts do not. A page passes when its HTML alone
// paints: the CSS is inline, nothing blocks rendering, no request starts before the first paint (the
// pictures shown at once are inline; the web font waits until the page has loaded and painted), and the text
// paints in a fallback face with Manrope's metrics, so the later swap
// to the web font shifts nothing.
import { brotliCompressSync } from "node:zlib";
import { afterFirstPaint } from "#app/lib/after-first-paint.ts";
import { webFontClass } from "#app/lib/web-font.ts";
import { tags } from "#server/site-content/page-pipeline/html-page.ts";

/** The brotli bytes of the CSS inlined in one page (today's figure: docs/performance.md). */
export const inlineCssBudget = 10_000;

const webFont = "Manrope Variable";
const fallbackFont = "Manrope Fallback";

/** The text of every <style> element of the page. */
export function inlineCss(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? "").join("\n");
}

function fontFaces(css: string, family: string): string[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => new RegExp(`font-family:\\s*["']?${family}["']?\\s*(;|$)`).test(body));
}

/** Every script written in the page: its attributes and its text. */
function inlineScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map(([, attributes = "", body = ""]) => ({ attributes, body }))
    .filter((script) => script.body);
}

/** Everything in one page that would delay or shift its first paint; empty when there is nothing. */
export function firstPaintProblems(html: string): string[] {
  const problems: string[] = [];
  const head = html.slice(0, Math.max(0, html.search(/<body\b/i)));

  for (const link of tags(html, "link")) {
    const blocks = link.rel === "stylesheet" && !("disabled" in link) && (link.media ?? "all") !== "print";
    if (blocks) problems.push(`render-blocking stylesheet ${link.href}`);
    if (link.rel === "preload" && ["style", "font", "image"].includes(link.as ?? "")) {
      problems.push(`${link.as} requested before the first paint: ${link.href}`);
    }
  }
  for (const img of tags(html, "img")) {
    const src = img.src ?? "";
    if (img.loading !== "lazy" && !src.startsWith("data:")) {
      problems.push(`eager image requested before the first paint: ${src}`);
    }
  }
  for (const script of tags(head, "script")) {
    const parserBlocking =
      script.src !== undefined && !("async" in script) && !("defer" in script) && script.type !== "module";
    if (parserBlocking) problems.push(`parser-blocking script ${script.src}`);
  }

  const css = inlineCss(html);
  if (!css) problems.push("no inline CSS");
  if (/@import\b/.test(css)) problems.push("the inline CSS imports another stylesheet");
  const cssBytes = brotliCompressSync(css).length;
  if (cssBytes > inlineCssBudget) problems.push(`inline CSS ${cssBytes} B brotli > ${inlineCssBudget} B`);

  // A family of local faces limited to one script (unicode-range), such as the Arabic fallback, may lead a
  // stack: it downloads nothing and paints only its script's letters; the stack proper follows it.
  const scriptOnly = (family: string) => {
    const faces = fontFaces(css, family);
    return faces.length > 0 && faces.every((face) => /unicode-range:/.test(face) && !/url\(/.test(face));
  };
  const families = (stack: string) => {
    const list = stack.split(",").map((f) => f.trim().replace(/^["']|["']$/g, ""));
    while (list.length > 0 && scriptOnly(list[0] ?? "")) list.shift();
    return list;
  };
  const lateRule = new RegExp(`:root\\.${webFontClass}\\s*\\{([^}]*)\\}`);
  const lateStack = /--font-sans:\s*([^;}]*)/.exec(lateRule.exec(css)?.[1] ?? "")?.[1] ?? "";
  const [late1, late2] = families(lateStack);
  if (late1 !== webFont || late2 !== fallbackFont) {
    problems.push(`no :root.${webFontClass} rule with the font stack "${webFont}", "${fallbackFont}", ...`);
  }
  const firstStacks = [...css.replace(lateRule, "").matchAll(/--font-sans:\s*([^;}]*)/g)].map(
    (m) => m[1] ?? "",
  );
  if (firstStacks.length === 0 || firstStacks.some((stack) => families(stack)[0] !== fallbackFont)) {
    problems.push(`the first paint's font stack does not start with "${fallbackFont}"`);
  }
  const scripts = inlineScripts(html);
  const bodies = scripts.map((script) => script.body);
  const fontScript = bodies.find((body) => body.includes(`classList.add("${webFontClass}")`));
  if (!fontScript) problems.push("no script adds the web font");
  else if (!fontScript.includes(afterFirstPaint))
    problems.push("the web font does not wait for the first paint");
  const fetched = /fetch\("([^"]+)"/.exec(fontScript ?? "")?.[1];
  const faceUrls = fontFaces(css, webFont).map((face) => /url\(["']?([^"')]+)/.exec(face)?.[1]);
  if (fontScript && (!fetched || !faceUrls.includes(fetched))) {
    problems.push(`the script fetches ${fetched ?? "no file"}, not the ${webFont} file of the CSS`);
  }
  for (const face of fontFaces(css, webFont)) {
    const display = /font-display:\s*(\w+)/.exec(face)?.[1];
    if (display !== "swap" && display !== "optional") {
      problems.push(`${webFont} has font-display ${display ?? "auto"}: text would wait for the font`);
    }
  }
  const fallbacks = fontFaces(css, fallbackFont);
  if (fallbacks.length === 0) problems.push(`no @font-face for ${fallbackFont}`);
  for (const face of fallbacks) {
    for (const descriptor of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]) {
      if (!new RegExp(`${descriptor}:\\s*[\\d.]+%`).test(face)) {
        problems.push(`${fallbackFont} lacks ${descriptor}`);
      }
    }
    if (!/src:\s*local\(/.test(face)) problems.push(`${fallbackFont} is not a local() face`);
  }
  return problems;
}
