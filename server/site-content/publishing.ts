import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Publishing } from "#domain/desk/site-contract.ts";
import { publishableContentSchema, type SiteContent } from "#domain/site-content/schema.ts";
import type { SitePublisher } from "./publisher.ts";
import type { SiteContentStore, Stale, StoredVersion } from "./store.ts";

/** Refused because another publish is under way: one at a time, each over the version before. */
export type Busy = { busy: string };

export type SitePublishing = ReturnType<typeof createSitePublishing>;

/** What publishing asks of the photo room (server/photos/photos.ts). */
export type PublishedPhotos = {
  /** Before the pages are rendered: every photo of the content has its files (made again where missing). */
  ensureContent(content: SiteContent): Promise<unknown> | undefined;
  /** After a publish: old versions pruned, and the photos nothing uses any more removed. */
  sweep(): Promise<unknown>;
};

/**
 * Publishing, one at a time: the version is recorded first, the publisher renders and swaps in its files, and
 * only then is the version the current one. A failed publish leaves the site, the current version and the
 * draft as they were, and says why. Progress is kept in memory: it matters only while the publish runs.
 */
export function createSitePublishing(
  store: SiteContentStore,
  publisher: SitePublisher,
  log: FastifyBaseLogger,
  photos?: PublishedPhotos,
) {
  let running: { version: number; done: number; total: number; finished: Promise<void> } | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweepFailed = (error: unknown) => log.error({ err: error }, "photo sweep after publishing failed");

  const busy = (): Busy | undefined =>
    running && {
      busy: `Version ${running.version} is being published now. Wait until it is published, then try again.`,
    };

  function statusOf(version: StoredVersion): Publishing {
    const progress = running?.version === version.version ? running : version;
    return {
      version: version.version,
      state: version.state,
      done: progress.done,
      total: progress.total,
      by: version.by,
      at: version.at,
      ...(version.error === null ? {} : { error: version.error }),
    };
  }

  function publish(content: SiteContent, by: string, from: Parameters<SiteContentStore["startVersion"]>[2]) {
    const refused = busy();
    if (refused) return refused;
    const started = store.startVersion(content, by, from);
    if ("stale" in started) return started;
    const { version } = started;
    const progress = { version, done: 0, total: 0 };
    // Called on the next tick, so a publisher that throws at once fails the version like one that rejects.
    const finished = Promise.resolve()
      .then(() => {
        const render = () =>
          publisher.publish(started.content, (done, total) => Object.assign(progress, { done, total }));
        const ensuring = photos?.ensureContent(started.content);
        return ensuring ? ensuring.then(render) : render();
      })
      .then(
        () => {
          store.endVersion(version, { state: "published" }, progress);
          log.info({ version, by }, "site published");
          // Not part of the publish: the next one (a restore at once) need not wait for it.
          if (photos) sweeping = sweeping.then(() => photos.sweep()).catch(sweepFailed);
        },
        (error: unknown) => {
          log.error({ err: error, version }, "site publish failed");
          const reason = error instanceof Error ? error.message : String(error);
          store.endVersion(version, { state: "failed", error: reason }, progress);
        },
      )
      .catch((error: unknown) => log.error({ err: error, version }, "site publish not recorded"))
      .finally(() => {
        running = undefined;
      });
    running = Object.assign(progress, { finished });
    return statusOf(store.latest());
  }

  return {
    /** The newest publish, with its progress while it runs. */
    status: () => statusOf(store.latest()),

    /**
     * Publishes the draft the owner saw (at `revision`), every change at once, as the next version. A draft may
     * be unfinished (draft-schema.ts): only a complete one is published, so the site never shows a product
     * lacking what a buyer needs.
     */
    publishDraft(revision: number, by: string): Publishing | Busy | Stale | { invalid: z.ZodError } {
      const draft = store.draft();
      if (draft.revision !== revision) return publish(draft.content, by, { revision });
      const parsed = publishableContentSchema.safeParse(draft.content);
      return parsed.success ? publish(parsed.data, by, { revision }) : { invalid: parsed.error };
    },

    /**
     * Publishes an earlier version's content again, as the next version; the draft becomes it, only while it is
     * still at `revision` (whose unpublished changes the owner was shown as lost).
     */
    restore(version: number, revision: number, by: string): Publishing | Busy | Stale | undefined {
      const earlier = store.version(version);
      if (!earlier) return undefined;
      return publish(earlier.content, by, { revision, restoredFrom: version });
    },

    /** Resolves when no publish runs (the app waits for it before it closes the database). */
    settled: async () => {
      await running?.finished;
      await sweeping;
    },
  };
}
