// At start the server serves the owner's published content, not the build's defaults: after a code update
// (`git pull && npm ci && npm run build`, restart) the build holds the defaults' pages again, so the published
// version is rendered before the server listens.
import { isDeepStrictEqual } from "node:util";
import type { SiteContent } from "#domain/site-content/schema.ts";
import type { SitePublisher } from "./publisher.ts";

/** Publishes `published` unless the build's pages already are its pages; how long it took, in ms (0 if not). */
export async function publishAtStart(
  publisher: SitePublisher,
  published: SiteContent,
  built: SiteContent,
): Promise<number> {
  // As stored: a key left undefined is no difference, nor is the order of keys.
  const stored = (content: SiteContent) => JSON.parse(JSON.stringify(content));
  if (isDeepStrictEqual(stored(published), stored(built))) return 0;
  const started = performance.now();
  await publisher.publish(published, () => {});
  return performance.now() - started;
}
