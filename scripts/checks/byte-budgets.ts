// The byte budgets of the built site, and nothing else: `budgets.ts` measures the build and holds it to them
// (with `budget-checks.ts`), and docs/performance.md gives each budget's latest measured figure.
// Figures are the bytes a browser transfers on first load: the brotli files the server sends, and images and
// fonts as they are.

export const KB = 1000;

export const budgets = {
  /**
   * All JavaScript a public page runs at start, its inline script included: no framework, only what moves
   * (app/boot/page-behaviours.ts), as the page has no island to hydrate.
   */
  startJs: 15 * KB,
  /**
   * A product page's gallery (app/islands/gallery.ts), loaded only on a page with two photos or more: the
   * browser's own API, no framework. With the page's script it stays within startJs.
   */
  galleryJs: 2 * KB,
  /** /contact and its twins hydrate the enquiry form's island: React DOM and the phone input. */
  contactStartJs: 75 * KB,
  /**
   * /sign-in, the owner's page, is React Router's application, whose floor is React 19 with React Router. Its
   * route manifest names every desk route's modules, so each desk route adds a few bytes here.
   */
  signInStartJs: 110 * KB,
  css: 12 * KB,
  html: 25 * KB,
  /**
   * A page's HTML with its response headers, brotli: what a new TCP connection delivers in its first round
   * trip (an initial congestion window of 10 segments of 1,460 bytes, as Linux servers and Lighthouse's
   * simulation use). One byte more costs a whole round trip before the first paint.
   */
  firstRoundTrip: 14_600,
  /** Every font file the site ships, together. */
  fonts: 60 * KB,
  /** Everything the home page transfers before the visitor scrolls. */
  homeTotal: 150 * KB,
  /** All JavaScript one page of the owner's desk loads at start (the SPA shell plus its routes' chunks). */
  deskStartJs: 156 * KB,
  /** The phone input's flags a page loads with it: the default country's alone (the list's load on opening). */
  flagsWithPage: 1 * KB,
  /** Every flag of the country list together: the most a visitor fetches, scrolling the whole list. */
  flagsAll: 65 * KB,
};

export type Budgets = typeof budgets;
