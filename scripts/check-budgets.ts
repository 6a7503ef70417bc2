// Exact byte budgets of the built site (`npm test` runs this after the build). Figures are the bytes a
// browser transfers on first load: the brotli files the server sends, and images and fonts as they are.
// Prints one row per page and exits non-zero when any budget is missed.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { prerenderPaths } from "../app/content/site-map.ts";
import { parkedType } from "./defer-hydration.ts";
import { firstPaintProblems, inlineCss } from "./first-paint.ts";
import { tags } from "./html-tags.ts";

const KB = 1000;
export const budgets = {
  /** All JavaScript a content page loads at start (the React 19 + React Router floor is about 98 KB). */
  startJs: 105 * KB,
  /** /contact carries the enquiry form and the phone input on top. */
  contactStartJs: 125 * KB,
  css: 12 * KB,
  html: 25 * KB,
  /** Every font file the site ships, together. */
  fonts: 60 * KB,
  /** Everything the home page transfers before the visitor scrolls. */
  homeTotal: 150 * KB,
};

/** Only /contact may load the phone input; its code and CSS all carry this class-name prefix. */
const phoneInputMarker = "react-international-phone";
const modernImage = /\.(avif|webp|svg)(\?|#|$)/i;

const root = path.resolve(import.meta.dirname, "../build/client");
const pages = [...prerenderPaths, "/404"];

function fileOf(url: string): string {
  return path.join(root, decodeURIComponent(url.split(/[?#]/)[0] ?? url));
}

/** Bytes on the wire: the .br sibling when the build wrote one (the server sends it), else the file itself. */
function transferSize(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  const data = readFileSync(file);
  return /\.(html|js|css|svg|json)$/.test(file) ? brotliCompressSync(data).length : data.length;
}

/** The module graph a page loads at start: entry points in the HTML plus their static imports, not import(). */
function startScripts(html: string): Set<string> {
  const entries = new Set<string>();
  for (const link of tags(html, "link")) {
    if (link.rel === "modulepreload" && link.href) entries.add(link.href);
  }
  for (const script of tags(html, "script")) {
    if (script.src) entries.add(script.src);
    // The boot module parked until the load event (defer-hydration.ts) names its preloads.
    for (const href of script["data-preload"]?.split(" ") ?? []) if (href) entries.add(href);
  }
  const bootModule = new RegExp(
    `<script[^>]*type="(?:module|${parkedType})"[^>]*>([\\s\\S]*?)<\\/script>`,
    "g",
  );
  for (const inline of html.matchAll(bootModule)) {
    // The inline boot script's imports, including the import() of the client entry it runs at once.
    for (const m of (inline[1] ?? "").matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?\(?\s*["']([^"']+)["']/g)) {
      if (m[1]) entries.add(m[1]);
    }
  }
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(fileOf(url), "utf8");
    // Static imports only: `import"./a.js"` and `import{x}from"./a.js"`, never `import("./a.js")`.
    for (const m of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      if (m[1]) visit(new URL(m[1], `http://x${url}`).pathname);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

function fontFiles(): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.(woff2?|ttf|otf)$/.test(f),
  );
}

type Row = {
  page: string;
  html: number;
  js: number;
  css: number;
  fonts: number;
  images: number;
  total: number;
  phoneInput: boolean;
};

const failures: string[] = [];
const fail = (message: string) => failures.push(message);
const fonts = fontFiles();
const fontBytes = fonts.reduce((sum, f) => sum + statSync(path.join(root, f)).size, 0);
for (const font of fonts) if (!font.endsWith(".woff2")) fail(`font ${font} is not WOFF2`);
if (fontBytes > budgets.fonts) fail(`fonts ${fontBytes} B > ${budgets.fonts} B`);

const rows: Row[] = pages.map((page) => {
  const htmlFile = path.join(root, page, "index.html");
  const html = readFileSync(htmlFile, "utf8");
  const scripts = startScripts(html);
  const js = [...scripts].reduce((sum, url) => sum + transferSize(fileOf(url)), 0);
  const stylesheets = tags(html, "link").filter((l) => l.rel === "stylesheet" && l.href);
  // The CSS travels inside the HTML (inline-css.ts); a stylesheet still linked and enabled counts on top.
  const linked = stylesheets.filter((l) => !("disabled" in l));
  const linkedCss = linked.reduce((sum, l) => sum + transferSize(fileOf(l.href ?? "")), 0);
  const css = brotliCompressSync(inlineCss(html)).length + linkedCss;
  for (const problem of firstPaintProblems(html)) fail(`${page}: ${problem}`);
  const phoneInput = [...scripts, ...stylesheets.map((l) => l.href ?? "")].some((url) =>
    readFileSync(fileOf(url), "utf8").includes(phoneInputMarker),
  );

  let images = 0;
  for (const img of tags(html, "img")) {
    const src = img.src ?? "";
    const label = `${page}: <img src="${src}">`;
    if (!img.width || !img.height) fail(`${label} lacks width and height`);
    const sources = [src, ...(img.srcset ?? "").split(",").map((s) => s.trim().split(/\s+/)[0] ?? "")];
    if (!sources.filter(Boolean).every((s) => s.startsWith("data:image/svg") || modernImage.test(s))) {
      fail(`${label} is not AVIF, WebP or SVG`);
    }
    if (img.loading !== "lazy" && src.startsWith("/")) images += transferSize(fileOf(src));
  }
  for (const link of tags(html, "link")) {
    if (link.rel === "preload" && link.as === "image" && link.href) images += transferSize(fileOf(link.href));
  }
  // Every page loads the site's font after its load event (app/lib/web-font.ts); the totals assume a
  // visitor's first page, which fetches it.
  const pageFonts = fontBytes;
  const row = { page, html: transferSize(htmlFile), js, css, fonts: pageFonts, images, total: 0, phoneInput };
  // Inline CSS is part of the HTML's bytes already.
  row.total = row.html + js + linkedCss + pageFonts + images;

  const jsBudget = page === "/contact" ? budgets.contactStartJs : budgets.startJs;
  if (js > jsBudget) fail(`${page}: start JS ${js} B > ${jsBudget} B`);
  if (css > budgets.css) fail(`${page}: CSS ${css} B > ${budgets.css} B`);
  if (row.html > budgets.html) fail(`${page}: HTML ${row.html} B > ${budgets.html} B`);
  if (page === "/" && row.total > budgets.homeTotal)
    fail(`/: ${row.total} B in all > ${budgets.homeTotal} B`);
  if (phoneInput && page !== "/contact") fail(`${page} loads the phone-input code`);
  return row;
});

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const header = ["page", "HTML", "JS", "JS budget", "CSS", "fonts", "images", "total", "phone input"];
const table = [
  header,
  ...rows.map((r) => [
    r.page,
    kb(r.html),
    kb(r.js),
    kb(r.page === "/contact" ? budgets.contactStartJs : budgets.startJs),
    kb(r.css),
    kb(r.fonts),
    kb(r.images),
    kb(r.total),
    r.phoneInput ? "yes" : "no",
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
console.log(
  "Byte budgets, KB (1000 bytes) as transferred: brotli where served so; eager images; fonts; CSS inline in the HTML or linked",
);
console.log(`Budgets: HTML ≤ 25, CSS ≤ 12, JS as shown, fonts ≤ 60 in all, home page ≤ 150 in all\n`);
for (const row of table) {
  console.log(
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "),
  );
}
console.log(`\nfonts shipped: ${fonts.length} file(s), ${kb(fontBytes)} KB in all`);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) missed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("All byte budgets met.");
