import { deskPages } from "./sign-in-paths.ts";

/**
 * Where to go after signing in: `next` when it is a desk path of this site, else the inbox. `next` comes from
 * the address bar, so anything else (another site, `//host`, `/\host`, a public page) must never be followed.
 */
export function deskNext(next: string | null | undefined): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\")) return deskPages.inbox;
  const url = new URL(next, "http://site.invalid");
  const isDesk = url.pathname === deskPages.inbox || url.pathname.startsWith(`${deskPages.inbox}/`);
  return url.origin === "http://site.invalid" && isDesk ? `${url.pathname}${url.search}` : deskPages.inbox;
}
