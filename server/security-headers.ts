import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import helmet from "@fastify/helmet";
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

/** Security headers on every response: strict CSP, no framing, no sniffing, HSTS over HTTPS only. */
export async function addSecurityHeaders(app: FastifyInstance, scriptHashes: string[]): Promise<void> {
  await app.register(helmet, {
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
        // The phone input sets inline style attributes; only scripts must never run inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Sent only over HTTPS (below): over plain HTTP the header is meaningless and misleads.
    strictTransportSecurity: false,
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === "https") {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });
}
