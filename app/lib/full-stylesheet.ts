/**
 * Each pre-rendered page inlines only the CSS rules its own HTML and code can use, and keeps the site's
 * stylesheet link disabled (scripts/build/postbuild/inline-css.ts). Once the page is interactive the whole
 * stylesheet is enabled, so the pages a visitor moves on to without a reload find every rule.
 */
export function enableFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) {
    link.disabled = false;
  }
}
