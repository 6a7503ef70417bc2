// React Router's server entry: the default's rendering (the whole page once ready, as the pre-render writes it),
// and the page renderer the site publisher calls at run time with the owner's content
// (domain/site-content/page-renderer.ts).
import { renderToReadableStream } from "react-dom/server";
import {
  createRequestHandler,
  type EntryContext,
  RouterContextProvider,
  type ServerBuild,
  ServerRouter,
} from "react-router";
import type { PageRenderer } from "#domain/site-content/page-renderer.ts";
import { siteContentContext } from "./lib/site-content.server.ts";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout),
    onError(error) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(stream, { headers: responseHeaders, status });
}

/**
 * The build's pages rendered with any content: `paths` stand in for the pre-render list, which React Router
 * would otherwise answer only with its empty SPA shell (the build is `ssr: false`).
 */
export function pageRenderer(build: ServerBuild, paths: readonly string[]): PageRenderer {
  const handler = createRequestHandler({ ...build, prerender: [...paths] }, "production");
  return async (path, content) => {
    const context = new RouterContextProvider(new Map([[siteContentContext, content]]));
    const response = await handler(new Request(`http://localhost${path}`), context);
    return { status: response.status, html: await response.text() };
  };
}
