import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Publishing } from "../../domain/desk/site-contract.ts";
import { type SiteContent, siteContentSchema } from "../../domain/site-content/schema.ts";
import type { SitePublisher } from "./publisher.ts";
import type { SiteContentStore, Stale, StoredVersion } from "./store.ts";

/** Refused because another publish is under way: one at a time, each over the version before. */
export type Busy = { busy: string };

export type SitePublishing = ReturnType<typeof createSitePublishing>;

/**
 * Publishing, one at a time: the version is recorded first, the publisher renders and swaps in its files, and
 * only then is the version the current one. A failed publish leaves the site, the current version and the
 * draft as they were, and says why. Progress is kept in memory: it matters only while the publish runs.
 */
export function createSitePublishing(
  store: SiteContentStore,
  publisher: SitePublisher,
  log: FastifyBaseLogger,
) {
  let running: { version: number; done: number; total: number; finished: Promise<void> } | undefined;

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
      .then(() =>
        publisher.publish(started.content, (done, total) => Object.assign(progress, { done, total })),
      )
      .then(
        () => {
          store.endVersion(version, { state: "published" }, progress);
          log.info({ version, by }, "site published");
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
     * Publishes the draft the owner saw (at `revision`), every change at once, as the next version. The draft
     * was valid when saved; it is checked again in case the schema has changed since.
     */
    publishDraft(revision: number, by: string): Publishing | Busy | Stale | { invalid: z.ZodError } {
      const draft = store.draft();
      if (draft.revision !== revision) return publish(draft.content, by, { revision });
      const parsed = siteContentSchema.safeParse(draft.content);
      return parsed.success ? publish(parsed.data, by, { revision }) : { invalid: parsed.error };
    },

    /** Publishes an earlier version's content again, as the next version; the draft becomes it. */
    restore(version: number, by: string): Publishing | Busy | undefined {
      const earlier = store.version(version);
      if (!earlier) return undefined;
      const started = publish(earlier.content, by, { restoredFrom: version });
      if ("stale" in started) throw new Error("a restore does not depend on the draft's revision");
      return started;
    },

    /** Resolves when no publish runs (the app waits for it before it closes the database). */
    settled: async () => {
      await running?.finished;
    },
  };
}
