// A public page runs no framework: React rendered it at build time, and in the browser only its islands
// (app/islands/) hydrate, each a React root of its own, with the page's one small script
// (app/boot/page-behaviours.ts) for everything else that moves. So this step takes out what React Router wrote
// for its client (its context scripts, boot module and module preloads) and names the page's islands' modules.
// The islands start once the page has loaded: fetched with the HTML, their code would share a slow link with
// what the first paint needs (docs/performance-log.md).
// The owner's pages (/sign-in and the desk's shell) stay React Router's application, as written.
import type { Manifest } from "vite";
import { ownersPaths } from "#domain/desk/team-api.ts";
import { type Lang, langCodes, localePath } from "#domain/i18n.ts";
import type { HtmlElement, HtmlPage } from "./html-page.ts";

/**
 * The islands a language's build has: the enquiry form, a product page's photo gallery, and on English pages
 * the offer of another language.
 */
export function islandsOf(lang: Lang): string[] {
  return lang === "en" ? ["enquiry-form", "gallery", "language-offer"] : ["enquiry-form", "gallery"];
}

/**
 * The islands that are the browser's own code, no React (app/islands/<name>.ts): they enhance markup the page
 * rendered and hydrate nothing.
 */
const platformIslands = new Set(["gallery"]);

/** An island's module in the project: app/islands/<name>.tsx, or .ts for a platform island. */
export const islandEntry = (name: string) =>
  `app/islands/${name}.${platformIslands.has(name) ? "ts" : "tsx"}`;

/** How the merged Vite manifest (scripts/build/build.ts) names a module of a language's islands. */
export const islandKey = (lang: Lang, key: string) => `islands-${lang}:${key}`;

/**
 * The pages React Router's client runs: the owner's sign-in pages (an invitation's, the setup's) in every
 * language, and the desk's shell.
 */
export const ownersPages = new Set([
  ...langCodes.flatMap((lang) => ownersPaths.map((page) => `${localePath(lang, page).slice(1)}/index.html`)),
  "__spa-fallback.html",
]);

/** The language of a built page, from its file name ("ar/contact/index.html" → "ar"). */
export function pageLangOf(name: string): Lang {
  const first = name.split("/")[0];
  return langCodes.find((lang) => lang !== "en" && lang === first) ?? "en";
}

const isRouterScript = (script: HtmlElement) =>
  script.attributes.type === "module" || script.text.trimStart().startsWith("window.__reactRouter");

/** React Router's module preloads. */
export const isModulePreload = (link: HtmlElement) => link.attributes.rel === "modulepreload";

/** An island's module and every module it imports at once, as URLs. */
function islandModules(manifest: Manifest, lang: Lang, name: string): string[] {
  const urls: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    const url = `/${chunk.file}`;
    if (urls.includes(url)) return;
    urls.push(url);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(islandKey(lang, islandEntry(name)));
  return urls;
}

/**
 * The modules of each island a public page holds (the entry first, then what it imports at once). Empty for a
 * page without islands.
 */
export function pageIslandModules(page: HtmlPage, manifest: Manifest): Map<string, string[]> {
  const lang = pageLangOf(page.name);
  const islands = new Map<string, string[]>();
  for (const container of page.all("div", (div) => div.attributes["data-island"] !== undefined)) {
    const name = container.attributes["data-island"] ?? "";
    if (!islandsOf(lang).includes(name)) throw new Error(`no island named ${name} in the ${lang} build`);
    islands.set(name, islandModules(manifest, lang, name));
  }
  return islands;
}

/**
 * Takes React Router's client out of a public page and names each island's modules on its container, for the
 * page's script to start once the page has loaded (app/boot/page-behaviours.ts).
 */
export function startIslands(page: HtmlPage, manifest: Manifest): void {
  for (const script of page.all("script", isRouterScript)) page.remove(script);
  for (const link of page.all("link", isModulePreload)) page.remove(link);
  for (const [name, modules] of pageIslandModules(page, manifest)) {
    const container = page.one("div", `island ${name}`, (div) => div.attributes["data-island"] === name);
    const at = container.startTagEnd - 1;
    page.replace(at, at, ` data-module="${modules.join(" ")}"`);
  }
}
