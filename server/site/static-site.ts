import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { prefixedLangs } from "#domain/i18n.ts";
import { productNotFoundPath } from "#domain/page-paths.ts";
import { byteRange } from "./byte-range.ts";
import { pickVariant, type ServedSite, type SiteFile, type Variant } from "./site-files.ts";

/** The language prefix of a path ("/es/about" → "/es"), "" for English's. */
function prefixOf(pathName: string): string {
  const lang = prefixedLangs.find((l) => pathName === `/${l}` || pathName.startsWith(`/${l}/`));
  return lang ? `/${lang}` : "";
}

/** Each language's 404 pages: the NotFound page, and Product Not Found for unknown product slugs. */
const errorPages = ["", ...prefixedLangs.map((lang) => `/${lang}`)].flatMap((prefix) => [
  `${prefix}/404/`,
  `${prefix}${productNotFoundPath}/`,
]);

/** Files the build writes for internal use; they are served only as error pages, never by their own URL. */
const hiddenPaths = ["/__spa-fallback.html", ...errorPages];

function isHidden(pathName: string): boolean {
  return hiddenPaths.some(
    (hidden) => pathName === hidden || pathName.startsWith(hidden) || `${pathName}/` === hidden,
  );
}

/** The path asked for, decoded, in NFC as the site's addresses are (a path typed in another form finds them). */
function urlPath(url: string): string | undefined {
  const end = url.indexOf("?");
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end)).normalize("NFC");
  } catch {
    return undefined;
  }
}

/** Whether the client's cached copy is current: If-None-Match first, If-Modified-Since only without it. */
function isFresh(request: FastifyRequest, file: SiteFile, variant: Variant): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch !== undefined) {
    return noneMatch
      .split(",")
      .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === variant.etag);
  }
  const since = request.headers["if-modified-since"];
  if (since === undefined) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && file.modifiedSeconds * 1000 <= sinceMs;
}

function send(request: FastifyRequest, reply: FastifyReply, variant: Variant, status: number) {
  reply.code(status).headers(variant.headers);
  return reply.send(request.method === "HEAD" ? undefined : variant.body);
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile) {
  const variant = pickVariant(file, request.headers["accept-encoding"]);
  if (isFresh(request, file, variant)) {
    reply.code(304).headers(variant.headers).removeHeader("content-length");
    return reply.send();
  }
  const range = request.headers.range;
  if (range === undefined) return send(request, reply, variant, 200);
  const ifRange = request.headers["if-range"];
  const part = byteRange(range, typeof ifRange === "string" ? ifRange : undefined, variant);
  if (part === "ignore") return send(request, reply, variant, 200);
  const size = variant.body.length;
  if (part === "unsatisfiable") {
    return reply.code(416).header("content-range", `bytes */${size}`).send();
  }
  const body = variant.body.subarray(part.start, part.end + 1);
  reply.code(206).headers(variant.headers);
  reply.header("content-range", `bytes ${part.start}-${part.end}/${size}`);
  reply.header("content-length", String(body.length));
  return reply.send(request.method === "HEAD" ? undefined : body);
}

/**
 * Serves the pre-rendered site from memory with clean URLs, pre-compressed variants, ETag/304, ranges, and
 * real 404 pages. Answers only GET and HEAD for built files; every other request goes to the routes of the
 * rest of the app or to the not-found handler. A renamed product's former addresses answer 301 to its page.
 */
export async function staticSite(app: FastifyInstance, opts: { site: ServedSite }): Promise<void> {
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    handler: (request, reply) => {
      // Read once: a publish swapping the site meanwhile changes nothing for this request.
      const { files, redirects } = opts.site.current;
      const pathName = urlPath(request.url);
      const file = pathName === undefined || isHidden(pathName) ? undefined : files.get(pathName);
      if (file) return sendFile(request, reply, file);
      const moved = pathName === undefined ? undefined : redirects.get(pathName.replace(/(.)\/$/, "$1"));
      return moved ? reply.redirect(moved, 301) : reply.callNotFound();
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ message: "Not found." });
    }
    if (url.startsWith("/api/")) {
      return reply.code(404).send({ message: "Not found." });
    }
    // In the language of the address asked for: /es/products/kiwis gets the Spanish Product Not Found.
    const prefix = prefixOf(url);
    const product = /^\/products\/[^/]+\/?$/.test(url.slice(prefix.length));
    const page = opts.site.current.files.get(`${prefix}${product ? productNotFoundPath : "/404"}/`);
    if (!page) return reply.code(404).send({ message: "Not found." });
    return send(request, reply, pickVariant(page, request.headers["accept-encoding"]), 404);
  });
}
