/**
 * Source of a function, inlined in the pages' <head>, that calls its argument once the page has loaded and
 * shown its first content. `load` alone is not enough: a page whose CSS and pictures are inline loads before
 * the browser has painted it, so the web font would be fetched while the first paint still waits. Where the
 * browser reports no paint timing, or reports none 3 s after `load` (a page with no text or picture), `load`
 * alone starts the work.
 */
export const afterFirstPaint = [
  "(run=>{let loaded=false,painted=false;const start=()=>loaded&&painted&&setTimeout(run);",
  "const paint=()=>{if(!painted){painted=true;start()}};",
  'addEventListener("load",()=>{loaded=true;start();setTimeout(paint,3e3)},{once:true});',
  'if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))paint();',
  'else new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){',
  'observer.disconnect();paint()}}).observe({type:"paint",buffered:true})})',
].join("");
