// The checks of `npm run check:budgets`, each a pure function of what budgets.ts measured in the build: each
// returns its problems (an empty list when all is well) and leaves printing and the exit code to the CLI.
import { withoutPrefix } from "#domain/i18n.ts";
import { parsePhotoFileName, photoBase } from "#domain/site-content/photos.ts";
import { tags } from "#server/site-content/page-pipeline/html-page.ts";
import { type Budgets, budgets as siteBudgets } from "./byte-budgets.ts";

/** What budgets.ts measured of one page, in bytes as transferred. */
export type PageFigures = {
  page: string;
  html: number;
  /** The HTML's bytes with the response's headers, as the server sends them to a browser. */
  response: number;
  js: number;
  css: number;
  fonts: number;
  images: number;
  flags: number;
  total: number;
  phoneInput: boolean;
  deskCode: boolean;
  deskApp: boolean;
};

/** Only /contact may load the phone input; its code and CSS all carry this class-name prefix. */
export const phoneInputMarker = "react-international-phone";
/**
 * Public pages carry no desk or auth code. Each marker is a string only that code holds: the desk's own texts,
 * and SimpleWebAuthn's browser code (/sign-in loads it when the passkey button is pressed, never at start).
 */
export const deskMarkers = ["Sign out all other sessions", "WebAuthn API call"];
/** The sign-in form's calls: on /sign-in only. */
export const signInMarker = "/api/auth/";
/** bidi-js's Unicode data: it sets the Arabic sheets at build time only, so no script of the site may carry it. */
export const bidiData = "1c+9,3d+1,6,187+9";
const modernImage = /\.(avif|webp|svg)(\?|#|$)/i;

/** The start-JS budget of a page: the sign-in page's, the contact pages', or any other page's. */
export function jsBudgetOf(page: string, signInPath: string, budgets: Budgets = siteBudgets): number {
  if (page === signInPath) return budgets.signInStartJs;
  return withoutPrefix(page) === "/contact" ? budgets.contactStartJs : budgets.startJs;
}

/** Every font a WOFF2, all of them together within the budget. */
export function fontProblems(
  fonts: { file: string; bytes: number }[],
  budgets: Budgets = siteBudgets,
): string[] {
  const problems = fonts.filter((f) => !f.file.endsWith(".woff2")).map((f) => `font ${f.file} is not WOFF2`);
  const bytes = fonts.reduce((sum, f) => sum + f.bytes, 0);
  if (bytes > budgets.fonts) problems.push(`fonts ${bytes} B > ${budgets.fonts} B`);
  return problems;
}

/** The country list's flags together within the budget. */
export function flagProblems(flagBytes: number, budgets: Budgets = siteBudgets): string[] {
  return flagBytes > budgets.flagsAll ? [`flags ${flagBytes} B in all > ${budgets.flagsAll} B`] : [];
}

/** A page's figures against its budgets, and the code it may not load. */
export function pageProblems(
  row: PageFigures,
  { signInPath, siteManifestUrl }: { signInPath: string; siteManifestUrl: string },
  budgets: Budgets = siteBudgets,
): string[] {
  const { page } = row;
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const jsBudget = jsBudgetOf(page, signInPath, budgets);
  if (row.js > jsBudget) fail(`${page}: start JS ${row.js} B > ${jsBudget} B`);
  if (row.css > budgets.css) fail(`${page}: CSS ${row.css} B > ${budgets.css} B`);
  if (row.html > budgets.html) fail(`${page}: HTML ${row.html} B > ${budgets.html} B`);
  if (!(row.response <= budgets.firstRoundTrip))
    fail(`${page}: HTML with headers ${row.response} B > ${budgets.firstRoundTrip} B (one round trip)`);
  if (page === "/" && row.total > budgets.homeTotal)
    fail(`/: ${row.total} B in all > ${budgets.homeTotal} B`);
  if (row.phoneInput && withoutPrefix(page) !== "/contact") fail(`${page} loads the phone-input code`);
  if (row.deskCode) fail(`${page} loads desk or auth code at start`);
  if (row.deskApp)
    fail(
      `${page} links a manifest other than ${siteManifestUrl}, or names the desk's app or a service worker`,
    );
  if (row.flags > budgets.flagsWithPage)
    fail(`${page}: flags with the page ${row.flags} B > ${budgets.flagsWithPage} B`);
  return problems;
}

/** A page other than /sign-in runs React, or any module, only to hydrate an island it holds. */
export function islandProblems(
  page: string,
  { reactDom, modules, hasIsland }: { reactDom: boolean; modules: number; hasIsland: boolean },
): string[] {
  const problems: string[] = [];
  if (reactDom && !hasIsland) problems.push(`${page} loads React DOM but holds no island`);
  if (modules > 0 && !hasIsland) problems.push(`${page} loads modules but holds no island`);
  return problems;
}

/**
 * Every <img> of a page has its size and is AVIF, WebP or SVG; a photo's JPEG counts as modern when it is the
 * fallback of a <picture> whose sources offer its AVIF or WebP (photo.tsx).
 */
export function imageProblems(page: string, html: string): string[] {
  const pictureSources = tags(html, "source").map((source) => source.srcset ?? "");
  const offeredModern = (url: string) => {
    const id = parsePhotoFileName(url.slice(photoBase.length))?.id;
    return (
      id !== undefined &&
      pictureSources.some(
        (srcset) =>
          srcset.includes(`${photoBase}${id}-`) && modernImage.test(srcset.split(/[\s,]+/)[0] ?? ""),
      )
    );
  };
  const problems: string[] = [];
  for (const img of tags(html, "img")) {
    const src = img.src ?? "";
    const label = `${page}: <img src="${src}">`;
    if (!img.width || !img.height) problems.push(`${label} lacks width and height`);
    const sources = [src, ...(img.srcset ?? "").split(",").map((s) => s.trim().split(/\s+/)[0] ?? "")];
    const modern = (s: string) => s.startsWith("data:image/svg") || modernImage.test(s) || offeredModern(s);
    if (!sources.filter(Boolean).every(modern)) problems.push(`${label} is not AVIF, WebP or SVG`);
  }
  return problems;
}

/**
 * A spec sheet is downloaded when asked for, never part of a page's load: the only mention of a PDF a page may
 * hold is a link that downloads it (the Speculation Rules name PDFs only to leave them out). A product page,
 * in any language, links to its own language's sheet: its own address + /spec-sheet.pdf.
 */
export function specSheetLinkProblems(page: string, html: string, productPaths: readonly string[]): string[] {
  const problems: string[] = [];
  const withoutRules = html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, "");
  const pdfMentions = withoutRules.match(/\.pdf\b/gi)?.length ?? 0;
  const pdfLinks = tags(html, "a").filter((a) => /\.pdf$/i.test(a.href ?? "") && "download" in a);
  if (pdfMentions !== pdfLinks.length)
    problems.push(`${page}: names a PDF ${pdfMentions} times, in ${pdfLinks.length} download link(s)`);
  const ownSheet = `${page}/spec-sheet.pdf`;
  if (productPaths.includes(withoutPrefix(page)) && pdfLinks.map((a) => a.href).join() !== ownSheet)
    problems.push(
      `${page}: links to ${pdfLinks.map((a) => a.href).join(", ") || "no spec sheet"}, not ${ownSheet}`,
    );
  return problems;
}

/** A language's gallery island within its budget, and within the start budget with a product page's script. */
export function galleryProblems(
  lang: string,
  galleryJs: number | undefined,
  pageScript: number,
  budgets: Budgets = siteBudgets,
): string[] {
  if (galleryJs === undefined) return [`the ${lang} build has no gallery island`];
  const problems: string[] = [];
  if (galleryJs > budgets.galleryJs)
    problems.push(`${lang} gallery: ${galleryJs} B > ${budgets.galleryJs} B`);
  if (galleryJs + pageScript > budgets.startJs)
    problems.push(
      `${lang} product page with a gallery: start JS ${galleryJs + pageScript} B > ${budgets.startJs} B`,
    );
  return problems;
}

/** Each desk page within its start budget, and registering the desk's service worker. */
export function deskProblems(
  pages: { path: string; js: number; registersWorker: boolean }[],
  workerScript: string,
  budgets: Budgets = siteBudgets,
): string[] {
  if (pages.length === 0) return ["no desk routes found in the route manifest"];
  return pages.flatMap(({ path, js, registersWorker }) => [
    ...(js > budgets.deskStartJs ? [`${path}: desk start JS ${js} B > ${budgets.deskStartJs} B`] : []),
    ...(registersWorker ? [] : [`${path}: the desk's start JS does not register ${workerScript}`]),
  ]);
}

/** The desk's app: its manifest as built, scoped to the desk, with icons that exist; its worker beside it. */
export function deskAppProblems(
  manifest: { scope: string; start_url: string; icons: readonly { src: string }[] },
  { manifestUrl, worker }: { manifestUrl: string; worker: { script: string; scope: string } },
  exists: (url: string) => boolean,
): string[] {
  const problems: string[] = [];
  if (manifest.scope !== worker.scope || !manifest.start_url.startsWith(worker.scope))
    problems.push(`${manifestUrl}: scope ${manifest.scope}, start_url ${manifest.start_url}`);
  for (const icon of manifest.icons)
    if (!exists(icon.src)) problems.push(`${manifestUrl}: icon ${icon.src} is missing`);
  if (!exists(worker.script)) problems.push(`${worker.script} is missing`);
  return problems;
}

/** One spec sheet per product and language, no other PDF, each within its budget. */
export function specSheetProblems(
  sheets: { file: string; bytes: number }[],
  expected: readonly string[],
  budget: number,
): string[] {
  const found = sheets.map((s) => s.file).sort();
  const wanted = [...expected].sort();
  const problems: string[] = [];
  if (found.join() !== wanted.join())
    problems.push(
      `spec sheets ${found.join(", ")}; expected one per product and language: ${wanted.join(", ")}`,
    );
  for (const { file, bytes } of sheets)
    if (bytes > budget) problems.push(`${file}: ${bytes} B > ${budget} B`);
  return problems;
}

/** No script of the build carries bidi-js, or a sentence of the site's content (it reaches browsers as HTML). */
export function scriptContentProblems(
  scripts: { file: string; code: string }[],
  contentSentences: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const { file, code } of scripts) {
    if (code.includes(bidiData)) problems.push(`${file} carries bidi-js`);
    for (const sentence of contentSentences)
      if (code.includes(sentence)) problems.push(`${file} carries "${sentence}"`);
  }
  return problems;
}
