import { isIP } from "node:net";

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
