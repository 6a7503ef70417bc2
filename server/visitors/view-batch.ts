import type { MissingPage, PageView } from "./view-store.ts";

export type BatchOptions = {
  /** Written at least this often while views wait. */
  everyMs: number;
  /** Written at once when this many views wait. */
  size: number;
  /** Views held at most while a write fails; beyond it new views are dropped and counted as dropped. */
  cap: number;
};

export type BatchWriter = {
  /** Writes views, the day's missing pages and the salt in use; throws when the database refuses. */
  write(views: PageView[], missing: MissingPage[]): void;
};

/**
 * Views wait in memory and are written together, so a request never waits for the disk: every `everyMs`, as
 * soon as `size` wait, and on close. A failed write keeps them for the next try, up to `cap` views.
 */
export function createViewBatch(
  writer: BatchWriter,
  options: BatchOptions,
  onError: (error: unknown, state: { waiting: number; dropped: number }) => void,
) {
  let views: PageView[] = [];
  let missing = new Map<string, MissingPage>();
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Immediate | undefined;

  const flush = (): void => {
    if (timer) clearTimeout(timer);
    if (soon) clearImmediate(soon);
    timer = soon = undefined;
    if (views.length === 0 && missing.size === 0) return;
    const batch = views;
    const pages = [...missing.values()];
    views = [];
    missing = new Map();
    try {
      writer.write(batch, pages);
    } catch (error) {
      const kept = batch.concat(views);
      dropped += Math.max(0, kept.length - options.cap);
      views = kept.slice(0, options.cap);
      for (const page of pages) addMissing(page);
      onError(error, { waiting: views.length, dropped });
      schedule();
    }
  };
  const schedule = () => {
    timer ??= setTimeout(flush, options.everyMs);
    timer.unref();
  };
  const addMissing = (page: MissingPage) => {
    const key = `${page.day}\n${page.path}\n${page.referrer}`;
    const known = missing.get(key);
    if (known) known.views += page.views;
    else if (missing.size < options.cap) missing.set(key, { ...page });
    else dropped += page.views;
  };

  return {
    add(view: PageView): void {
      if (views.length >= options.cap) {
        dropped++;
        return;
      }
      views.push(view);
      // Written after this request's answer is on its way, never inside it.
      if (views.length >= options.size) soon ??= setImmediate(flush);
      else schedule();
    },
    addMissing(page: MissingPage): void {
      addMissing(page);
      schedule();
    },
    flush,
    /** Views waiting to be written, and views dropped since the start because the cap was reached. */
    state: () => ({ waiting: views.length, dropped }),
  };
}
