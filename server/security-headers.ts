import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// JSON data blocks (structured data) are never executed, so the CSP need not allow them.
const dataBlock = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * CSP source expressions ('sha256-...') for every inline script of the built pages. React Router's
 * pre-rendered pages inline a few small scripts (scroll restoration, hydration context, route imports);
 * hashing them lets the CSP forbid 'unsafe-inline' for scripts. Computed at start, so a rebuild needs a restart.
 */
export async function inlineScriptHashes(siteRoot: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(siteRoot, { recursive: true });
  } catch {
    return [];
  }
  const hashes = new Set<string>();
  for (const entry of entries.filter((name) => name.endsWith(".html"))) {
    const html = await readFile(path.join(siteRoot, entry), "utf8");
    for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
      if (/\bsrc\s*=/i.test(attributes) || dataBlock.test(attributes)) continue;
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

function contentSecurityPolicy(scriptHashes: string[]): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "connect-src": ["'self'"],
    "font-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "img-src": ["'self'", "data:"],
    "object-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes],
    "script-src-attr": ["'none'"],
    // The phone input sets inline style attributes, and each page's CSS is inline: only scripts must never
    // run inline.
    "style-src": ["'self'", "'unsafe-inline'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join(";");
}

/**
 * Every security header, computed once at start: the values never change while the process runs, and
 * building them per request (as a middleware does) costs a tenth of a static page's serving time.
 */
export function securityHeaders(scriptHashes: string[]): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(scriptHashes),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}

/** Security headers on every response: strict CSP, no framing, no sniffing, HSTS over HTTPS only. */
export async function addSecurityHeaders(app: FastifyInstance, scriptHashes: string[]): Promise<void> {
  const headers = securityHeaders(scriptHashes);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY). Over plain HTTP
    // the header is meaningless and misleads.
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    done();
  });
}
