// The stylesheet is the one request that blocks the first paint: every page links the same one, so a first
// visit waits a round trip for it after the HTML. Inlined in a <style> element, the page
// paints from its HTML alone. On the owner's pages the link stays, disabled: React hydrates the <head> it
// rendered and fails on a missing element (it would then render the whole page again), while a disabled
// stylesheet is never fetched and React leaves the attribute as the HTML has it. Public pages, which React
// never hydrates, lose it.
//
// Each page inlines only the utility rules it can use: those whose class appears in its HTML or in the code
// it loads (its start modules and what they import, at once or later). A page's own share is smaller than the
// whole stylesheet, a saving the pages in longer languages need to fit the first round trip (its budget:
// scripts/checks/byte-budgets.ts). Every move to another page is a page of its own, with its own CSS.
import type { HtmlPage } from "./html-page.ts";

const isOwnStylesheet = (href: string | undefined): href is string =>
  href?.startsWith("/assets/") === true && href.endsWith(".css");

const utilitiesLayer = "@layer utilities{";

/** The top-level rules of a block's body up to its closing brace: `.a{x:1}.b{@media (…){y:2}}}` → [".a{x:1}", ".b{…}"]. */
function topLevelRules(body: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "{") depth++;
    else if (body[i] === "}") {
      if (depth === 0) break;
      if (--depth === 0) {
        rules.push(body.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  return rules;
}

/** The class names a selector list names, unescaped: `.md\\:flex,.a>.b` → ["md:flex", "a", "b"]. */
function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] ?? "").replace(/\\(.)/g, "$1"));
}

/**
 * The stylesheet without the utility rules none of whose classes is in `used`. Everything outside the
 * utilities layer (preflight, theme, fonts, components) stays whole.
 */
export function pruneUtilities(css: string, used: ReadonlySet<string>): string {
  const start = css.indexOf(utilitiesLayer);
  if (start === -1) return css;
  const bodyStart = start + utilitiesLayer.length;
  const rules = topLevelRules(css.slice(bodyStart));
  const body = rules.join("");
  const kept = keptRules(rules, used);
  return dropUnusedVariables(css.slice(0, bodyStart) + kept.join("") + css.slice(bodyStart + body.length));
}

/**
 * The rules a page uses: a rule stays when one of its selector's classes is used (or it names no class); a
 * block such as `@media (width>=48rem){.md\\:flex{…}.md\\:grid{…}}` keeps the rules inside it that stay.
 */
function keptRules(rules: readonly string[], used: ReadonlySet<string>): string[] {
  return rules.flatMap((rule) => {
    const open = rule.indexOf("{");
    const prelude = rule.slice(0, open);
    if (prelude.startsWith("@")) {
      const inner = keptRules(topLevelRules(rule.slice(open + 1)), used);
      return inner.length > 0 ? [`${prelude}{${inner.join("")}}`] : [];
    }
    const classes = selectorClasses(prelude);
    return classes.length === 0 || classes.some((name) => used.has(name)) ? [rule] : [];
  });
}

/**
 * The stylesheet without the custom properties nothing reads any more once utilities are cut: their
 * declarations (the theme's tokens, Tailwind's --tw-* defaults) and their @property rules. A property stays
 * while any var() names it, so one token read by another stays with it.
 */
export function dropUnusedVariables(css: string): string {
  let result = css;
  for (;;) {
    const read = new Set([...result.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    const next = result
      .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ""))
      .replace(/(?<=[;{])(--[\w-]+):[^;{}]*(;|(?=\}))/g, (declaration, name: string) =>
        read.has(name) ? declaration : "",
      );
    if (next === result) return result;
    result = next;
  }
}

/**
 * Inlines each of the page's own stylesheets in place of its link, its utilities cut to `used` when given;
 * `keepLink` leaves the link after it, disabled, for React's hydration of the <head>.
 */
export function inlineStylesheets(
  page: HtmlPage,
  readCss: (href: string) => string,
  used: ReadonlySet<string> | undefined,
  keepLink: boolean,
): void {
  const links = page.all(
    "link",
    (link) => link.attributes.rel === "stylesheet" && isOwnStylesheet(link.attributes.href),
  );
  if (links.length === 0) throw new Error("no stylesheet link (/assets/*.css) to inline");
  for (const link of links) {
    const href = link.attributes.href ?? "";
    // "</style" in the text would end the element early; CSS allows "<\/style" with the same meaning.
    const full = readCss(href);
    const css = (used ? pruneUtilities(full, used) : full).replace(/<\/style/gi, "<\\/style");
    page.replace(
      link.start,
      link.end,
      keepLink
        ? `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`
        : `<style>${css}</style>`,
    );
  }
}
