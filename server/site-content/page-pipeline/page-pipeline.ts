// The build's work on the pre-rendered pages, in one pass: each page is read once, parsed once
// (html-page.ts), edited by the steps below in their declared order, and written once. A step whose element
// is missing fails the build, naming the page and the step: a page never ships without a step's work.
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Manifest } from "vite";
import { deskManifestUrl, siteManifestUrl } from "#domain/web-manifest-urls.ts";
import { HtmlPage } from "./html-page.ts";
import { inlineStylesheets } from "./inline-css.ts";
import { inlineImages } from "./inline-images.ts";
import { isModulePreload, ownersPages, pageIslandModules, startIslands } from "./page-islands.ts";
import { type PageScripts, speculationRules } from "./page-script.ts";
import { readViteManifest } from "./vite-manifest.ts";

/** What the steps share across pages. */
export type Site = {
  /** The compiled inline scripts (page-script.ts). */
  pageScripts: PageScripts;
  /** Vite's manifest of the pages' and the islands' builds, merged (scripts/build/build.ts). */
  manifest: Manifest;
  readCss(href: string): string;
  /** The SVG at a site URL, if the build has it. */
  readSvg(src: string): string | undefined;
  /** The text of a built module (an /assets/*.js URL). */
  readModule(url: string): string;
};

export type PageStep = {
  name: string;
  /** Which pages it edits, by file name relative to the build root (e.g. "about/index.html"). */
  appliesTo(page: string): boolean;
  run(page: HtmlPage, site: Site): void;
};

/** The desk's shell: React renders its pages in the browser. */
export const clientRenderedShell = "__spa-fallback.html";
const everyPage = () => true;

/**
 * The steps, in order. Every step sees the page as React Router wrote it (edits are made by offset at the
 * end), so none reads another's output; the order only decides which text comes first where two steps add
 * text at one place.
 */
export const pageSteps: readonly PageStep[] = [
  {
    // Each page names its web app manifest in its HTML, out of React's reach: the site's, or in the desk's shell
    // the desk's own (it installs as an app of its own, scope /desk). Public pages so carry nothing of the
    // desk's app, and no page's code picks a manifest.
    name: "manifest link",
    appliesTo: everyPage,
    run: (page) => {
      const href = page.name === clientRenderedShell ? deskManifestUrl : siteManifestUrl;
      page.insertBeforeEndTag(
        page.one("head", "<head>", () => true),
        `<link rel="manifest" href="${href}"/>`,
      );
    },
  },
  {
    name: "islands",
    appliesTo: (page) => !ownersPages.has(page),
    run: (page, site) => startIslands(page, site.manifest),
  },
  {
    // The page's own script and its Speculation Rules, inline (by hash in the CSP), after the content they
    // act on; on a page with an island that starts on use, that island's script too. Not the desk's shell,
    // which has no frame to move and only desk pages to go to.
    name: "page script",
    appliesTo: (page) => page !== clientRenderedShell,
    run: (page, { pageScripts }) => {
      const onUse = page.all("div", (div) => div.attributes["data-start"] === "on-use").length > 0;
      page.insertBeforeEndTag(
        page.one("body", "<body>", () => true),
        `<script>${pageScripts.everyPage}</script>${onUse ? `<script>${pageScripts.onUse}</script>` : ""}` +
          `<script type="speculationrules">${speculationRules}</script>`,
      );
    },
  },
  {
    // The shell inlines its CSS too: the desk's first paint waits for no stylesheet either.
    name: "inline CSS",
    appliesTo: everyPage,
    // The shell renders pages the build has not seen: it keeps the whole stylesheet.
    run: (page, site) =>
      inlineStylesheets(
        page,
        site.readCss,
        page.name === clientRenderedShell ? undefined : usedClassNames(page, site),
        ownersPages.has(page.name),
      ),
  },
  {
    name: "inline images",
    appliesTo: everyPage,
    run: (page, site) => inlineImages(page, site.readSvg),
  },
];

/** A relative import in built code: `from"./x-abc.js"` or `import("./x-abc.js")`. */
const relativeImport = /["'`]\.\/([\w.-]+\.js)["'`]/g;

/**
 * The modules a page may run: an owner's page React Router's (its module preloads), a public page its
 * islands'.
 */
export function pageModules(page: HtmlPage, site: Site): string[] {
  if (ownersPages.has(page.name))
    return page.all("link", isModulePreload).map((link) => link.attributes.href ?? "");
  return [...pageIslandModules(page, site.manifest).values()].flat();
}

/**
 * Every word that may be a class name on this page: the tokens of its class attributes, of its script and
 * of the strings in the code it loads (its modules, and what they import at once or later), split where a
 * class list is.
 */
export function usedClassNames(page: HtmlPage, site: Site): Set<string> {
  const used = new Set<string>();
  const addWords = (text: string) => {
    for (const word of text.split(/[\s"'`\\{}$]+/)) if (word) used.add(word);
  };
  for (const element of page.elements) addWords(element.attributes.class ?? "");
  addWords(site.pageScripts.everyPage);
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = site.readModule(url);
    addWords(code);
    for (const [, file] of code.matchAll(relativeImport)) visit(`/assets/${file}`);
  };
  for (const url of pageModules(page, site)) visit(url);
  return used;
}

/** The page after every step that applies to it; an error names the page and the step. */
export function transformPage(name: string, html: string, site: Site, steps = pageSteps): string {
  const page = new HtmlPage(name, html);
  for (const step of steps.filter((s) => s.appliesTo(name))) {
    try {
      step.run(page, site);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${name}: step "${step.name}" failed: ${message}`, { cause: error });
    }
  }
  return page.toString();
}

/** Reads the build's CSS and SVG files once each, on first use. */
export function siteAssets(root: string, pageScripts: PageScripts, manifest: Manifest): Site {
  const cache = new Map<string, string | undefined>();
  const read = (url: string) => {
    if (!cache.has(url)) {
      const file = path.join(root, url);
      cache.set(url, url.startsWith("/") && existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return cache.get(url);
  };
  return {
    pageScripts,
    manifest,
    readCss: (href) => {
      const css = read(href);
      if (css === undefined) throw new Error(`${href} is linked but not in the build`);
      return css;
    },
    readSvg: read,
    readModule: (url) => {
      const code = read(url);
      if (code === undefined) throw new Error(`${url} is preloaded or imported but not in the build`);
      return code;
    },
  };
}

/** Where the build keeps the compiled inline scripts, beside build/client, for pages rendered after the build. */
export const pageScriptsFile = (buildDir: string) => path.join(buildDir, "page-scripts.json");

/**
 * What the steps share, as the build left it: the site publisher (server/site-content/) puts the pages it
 * renders at run time through the same steps with it, so they come out as the build's would.
 */
export function builtSite(buildDir: string): Site {
  const pageScripts: PageScripts = JSON.parse(readFileSync(pageScriptsFile(buildDir), "utf8"));
  return siteAssets(path.join(buildDir, "client"), pageScripts, readViteManifest(buildDir));
}

/** Every page of the build through the steps; returns the pages' names. */
export async function runPagePipeline(root: string, site: Site): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
  // Transformed before any is written: one failing page leaves the build as React Router wrote it.
  const transformed = await Promise.all(
    pages.map(async (name) => ({
      name,
      html: transformPage(name, await readFile(path.join(root, name), "utf8"), site),
    })),
  );
  await Promise.all(transformed.map(({ name, html }) => writeFile(path.join(root, name), html)));
  return pages;
}
