import { isIP } from "node:net";

/**
 * The hosts of the browsers' push services: the only places a push subscription's endpoint may point. A
 * subscription is whatever the signed-in browser posts, so without this list a stolen session could make the
 * server post to any address it can reach (its own network, the cloud metadata service).
 *
 * "*.name" stands for any host under name, "name" for that host alone. Kept by hand, from the endpoints the
 * browsers hand out today: Chrome and most Chromium browsers https://fcm.googleapis.com/fcm/send/…, Firefox
 * https://updates.push.services.mozilla.com/wpush/v2/…, Safari https://web.push.apple.com/…, Edge
 * https://wns2-….notify.windows.com/w/?token=…. When a browser moves to another host, its owners see "not a
 * push service we send to" on the desk's Security page: add the host here (PUSH_SERVICES meanwhile).
 */
export const browserPushServices: readonly string[] = [
  "fcm.googleapis.com",
  "*.push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
];

// A DNS name whose last label starts with a letter, as every top-level domain does: a URL parser reads a host
// whose last label is a number (127.1, 0x7f000001, 2130706433) as an IPv4 address, so no entry can name one.
const hostPattern = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z]([a-z0-9-]*[a-z0-9])?$/;

/** Whether an entry of PUSH_SERVICES is a host name, or "*." and a host name, in lower case. */
export function isPushServicePattern(entry: string): boolean {
  return hostPattern.test(entry);
}

function hostMatches(hostname: string, pattern: string): boolean {
  return pattern.startsWith("*.") ? hostname.endsWith(pattern.slice(1)) : hostname === pattern;
}

/**
 * The endpoint as a URL, when it is an https: address on one of the push services; undefined otherwise. The
 * host is compared as the WHATWG parser normalises it (lower case, IDNA, every IPv4 spelling made dotted), so
 * no spelling of an address passes for a name; hand the returned URL's href on, not the text as given.
 */
export function pushServiceUrl(endpoint: string, services: readonly string[]): URL | undefined {
  const url = URL.parse(endpoint);
  if (url?.protocol !== "https:" || url.username || url.password) return undefined;
  if (isIP(url.hostname.replace(/^\[|\]$/g, ""))) return undefined;
  return services.some((pattern) => hostMatches(url.hostname, pattern)) ? url : undefined;
}
