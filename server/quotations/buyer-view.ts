// What counts as the buyer looking at his quotation. The page itself is served to anyone with its link; only
// recording a view is decided here, so the owner's 'Viewed' tells her the buyer has opened it, not that she did
// or that a mail provider's link scanner fetched it. docs/decisions/0005-quotations.md says what a scanner that
// imitates a browser in every header still does.
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { sessionCookie } from "../sign-in/sessions.ts";

/** A desk session's cookie, valid or lapsed: only the owners' own browsers ever hold one for this site. */
const deskCookie = new RegExp(`(?:^|;\\s*)${sessionCookie}=[^;\\s]`);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).toLowerCase();
};

/** Whether the request comes from the browser of one of the owners (her desk's session cookie goes with it). */
export const isOwnersBrowser = (request: FastifyRequest) => deskCookie.test(request.headers.cookie ?? "");

/**
 * A real browser's top-level navigation, as every current browser marks one with Fetch Metadata (which no page
 * script can set): a GET (not the HEAD a checker sends) for a document, navigated to, asking for HTML, from a
 * user agent that does not name itself a bot, crawler or headless browser, and not a speculative prefetch or
 * prerender (Sec-Purpose, or the older Purpose). Whether the user clicked (Sec-Fetch-User) and where from
 * (Sec-Fetch-Site) are not asked: a mail program that opens the browser, a reload and the page after accepting
 * are all the buyer's.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET") return false;
  if (header(request, "sec-fetch-mode") !== "navigate") return false;
  if (header(request, "sec-fetch-dest") !== "document") return false;
  if (!header(request, "accept").includes("text/html")) return false;
  if (/prefetch|prerender/.test(`${header(request, "sec-purpose")} ${header(request, "purpose")}`))
    return false;
  const agent = header(request, "user-agent");
  return agent !== "" && !isbot(agent);
}

/** A view of the buyer: a browser's navigation, and not from an owner's browser. */
export const isBuyerView = (request: FastifyRequest) =>
  isBrowserNavigation(request) && !isOwnersBrowser(request);

/**
 * The viewer's country as the trusted proxy in front names it in `headerName` (Cloudflare's CF-IPCountry, or
 * what nginx's GeoIP module is told to set): two letters, lower-cased; none for "XX" (unknown) or "T1" (Tor),
 * nor when no header is configured. The address itself is never kept.
 */
export function viewerCountry(request: FastifyRequest, headerName: string | undefined): string | null {
  if (!headerName) return null;
  const code = header(request, headerName.toLowerCase()).trim();
  return /^[a-z]{2}$/.test(code) && code !== "xx" ? code : null;
}
