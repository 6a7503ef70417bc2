// The search engines' routes: the IndexNow key file, public at /<key>.txt as the protocol asks, and the
// desk's report behind the owner's guard.
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchEnginesReport } from "#domain/desk/search-engines-contract.ts";
import type { SearchEngines } from "./search-engines.ts";

/** GET /<key>.txt: the key, as text; an engine reads it to see that a submission came from the site. */
export async function indexNowKeyRoute(
  app: FastifyInstance,
  { searchEngines }: { searchEngines: Pick<SearchEngines, "indexNowKey"> },
): Promise<void> {
  const key = searchEngines.indexNowKey;
  app.get(`/${key}.txt`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=86400").send(key),
  );
}

/** GET /visitors/search-engines under /api/desk: each page's change, IndexNow's answer and first crawls. */
export const deskSearchEngineRoutes: FastifyPluginAsyncZod<{
  searchEngines: Pick<SearchEngines, "report">;
}> = async (app, { searchEngines }) => {
  app.get("/visitors/search-engines", { schema: { response: { 200: searchEnginesReport } } }, async () =>
    searchEngines.report(),
  );
};
