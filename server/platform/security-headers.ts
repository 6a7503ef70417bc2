import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// JSON data blocks (structured data) are never executed, so the CSP need not allow them.
const dataBlock = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * CSP source expressions ('sha256-...') for the inline scripts of one page. Pre-rendered pages inline a few
 * small scripts (the web font's, the page's own, its Speculation Rules; on /sign-in React Router's context);
 * hashing them lets the CSP forbid 'unsafe-inline' for scripts. Each page lists only its own: the header
 * travels with the HTML in its first round trip, where every byte counts.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || dataBlock.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes].sort();
}

/** Helmet's middleware, run once against a recording response: its header set, as a plain record. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetOptions(scriptHashes: string[]): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        // The phone input sets inline style attributes, and each page's CSS is inline: only scripts must
        // never run inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Sent only over HTTPS (addSecurityHeaders): over plain HTTP the header is meaningless and misleads.
    strictTransportSecurity: false,
    // X-Download-Options is read by Internet Explorer 8 alone, and each page's headers share its first round trip.
    xDownloadOptions: false,
  };
}

/**
 * Every security header, from helmet (the well-kept source of what they should say), computed once at start:
 * the values never change while the process runs, and building them per request, as helmet's middleware
 * does, costs a tenth of a static page's serving time. Without hashes, the CSP runs no inline script at all.
 */
export function securityHeaders(scriptHashes: string[] = []): Record<string, string> {
  return {
    ...headersOf(helmet(helmetOptions(scriptHashes))),
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}

/** The CSP of one HTML page: the site's policy, with that page's own inline scripts allowed by hash. */
export function pagePolicy(html: string): string {
  const csp = securityHeaders(inlineScriptHashes(html))["content-security-policy"];
  if (csp === undefined) throw new Error("helmet wrote no Content-Security-Policy");
  return csp;
}

/**
 * The headers of a public page that differ from the site-wide set: its own CSP, and no isolation from other
 * windows. Isolation (Cross-Origin-Opener-Policy: same-origin, helmet's default, still sent with the desk and
 * every other answer) guards what a page shows from a window that opened it; the public pages show nothing
 * private, and the isolation costs every visitor a fresh browser process on arrival: under Lighthouse it made
 * the navigation's commit task most of these pages' TBT (docs/performance-log.md).
 */
export function publicPageHeaders(html: string): Record<string, string> {
  return { "content-security-policy": pagePolicy(html), "cross-origin-opener-policy": "unsafe-none" };
}

/**
 * Security headers on every response: strict CSP, no framing, no sniffing, HSTS over HTTPS only. HTML pages
 * replace the CSP with their own, which allows their inline scripts (the public pages by publicPageHeaders,
 * the desk's shell by pagePolicy).
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
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
