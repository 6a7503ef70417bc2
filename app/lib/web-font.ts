import { afterFirstPaint } from "./after-first-paint.ts";

/** Set on <html> once the page may use Manrope; until then text paints in the tuned local fallback. */
export const webFontClass = "web-font";

const storageKey = "web-font";

/**
 * Inline in the <head>. The web font is requested only once the page has loaded and painted: fetched earlier,
 * its 25 KB share a slow link with the HTML and delay the first paint of everything. Text paints at once in the
 * fallback faces of app.css, whose metrics match, and the class that switches to Manrope is set only once
 * the file is in, so the page changes font once, all at the same moment. Within a session the file is
 * cached, so later pages use it from the first paint. Should it fail to load, the fallback faces stay.
 */
export const webFontScript = [
  "(()=>{const root=document.documentElement;",
  `const use=()=>{root.classList.add("${webFontClass}");try{sessionStorage.setItem("${storageKey}","1")}catch{}};`,
  `let seen=false;try{seen=sessionStorage.getItem("${storageKey}")==="1"}catch{}`,
  `if(seen)use();else ${afterFirstPaint}(()=>document.fonts.load('1em "Manrope Variable"').then(use,()=>{}))})()`,
].join("");
