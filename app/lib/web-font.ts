import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { afterFirstPaint } from "./after-first-paint.ts";

/** Set on <html> once the page may use Manrope; until then text paints in the tuned local fallback. */
export const webFontClass = "web-font";

/** In sessionStorage once this browser holds the font file, so later pages use it from their first paint. */
const storageKey = "web-font";

/**
 * Inline in the <head>. A page opened once this browser holds Manrope (an earlier page of the session fetched
 * it) uses it from its first paint. Otherwise the page keeps the fallback faces of app.css, tuned to Manrope's
 * metrics: swapping fonts under a reader's eyes re-flows every line (a long task on a phone, and lines that
 * break anew move what follows). The file is fetched only once the page has loaded and painted, into the
 * HTTP cache, for the pages that follow: a client-side move switches at once (useWebFontOnNavigation), a
 * full load from the first paint. A plain low-priority fetch, not document.fonts.load(), which costs a
 * style pass of the whole page (a long task on a phone). Should it fail, the fallback faces stay.
 */
export function webFontScript(fontUrl: string): string {
  return [
    "(()=>{const root=document.documentElement;",
    `let seen=false;try{seen=sessionStorage.getItem("${storageKey}")==="1"}catch{}`,
    `if(seen)root.classList.add("${webFontClass}");`,
    `else ${afterFirstPaint}(()=>fetch(${JSON.stringify(fontUrl)},{priority:"low"})`,
    ".then(r=>r.ok&&r.arrayBuffer()).then(font=>{",
    `if(font)try{sessionStorage.setItem("${storageKey}","1")}catch{}},()=>{}))})()`,
  ].join("");
}

/**
 * On a client-side move the page's content is replaced anyway: the new page switches to Manrope if the
 * browser holds it by now, before it paints (a layout effect), so nothing visible swaps.
 */
export function useWebFontOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page is the moment to switch
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    let held = false;
    try {
      held = sessionStorage.getItem(storageKey) === "1";
    } catch {}
    if (held) document.documentElement.classList.add(webFontClass);
  }, [pathname]);
}
