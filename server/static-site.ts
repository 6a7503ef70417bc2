import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { productNotFoundPath } from "../app/content/site-map.ts";

/** Files the build writes for internal use; they are served only as error pages, never by their own URL. */
const hiddenPaths = ["/__spa-fallback.html", "/404/", `${productNotFoundPath}/`];

function isHidden(pathName: string): boolean {
  return hiddenPaths.some(
    (hidden) => pathName === hidden || pathName.startsWith(hidden) || `${pathName}/` === hidden,
  );
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // Vite puts a content hash in every file name under assets/, so those never change.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    reply.header("Cache-Control", "public, max-age=31536000, immutable");
  } else {
    reply.header("Cache-Control", "public, max-age=0, must-revalidate");
  }
}

/** Serves the pre-rendered site with clean URLs, pre-compressed files, and real 404 pages. */
export async function staticSite(app: FastifyInstance, opts: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.root,
    preCompressed: true,
    wildcard: true,
    redirect: false,
    allowedPath: (pathName) => !isHidden(pathName),
    setHeaders: setCacheHeaders,
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ message: "Not found." });
    }
    if (url.startsWith("/api/")) {
      return reply.code(404).send({ message: "Not found." });
    }
    const page = /^\/products\/[^/]+\/?$/.test(url) ? `${productNotFoundPath}/index.html` : "/404/index.html";
    return reply.code(404).sendFile(page.slice(1));
  });
}
