import type { DatabaseSync } from "node:sqlite";
import { searchIndexing } from "./enquiry-store.ts";

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/** Rows indexed per background step: a few milliseconds of work, so a request arriving meanwhile waits little. */
const stepRows = 100;

/**
 * The desk's trigram index, filled outside the enquiries' own commits: a buyer's 201 waits for the row and its
 * fsync only. Indexing costs more than storing (at 50 parallel senders it halved the enquiries served and
 * tripled p99), so it waits until no enquiry has come for `idleMs`, and then goes in small steps. Before a
 * search reads the index, every row not yet in it is indexed, so a search never misses an enquiry.
 */
export function createSearchIndex(
  db: DatabaseSync,
  {
    idleMs = 250,
    onError = (error: unknown) => console.error("search indexing failed", error),
  }: {
    idleMs?: number;
    /** A background step failed (a full disk, say): the rows wait, and are tried again after idleMs. */
    onError?: (error: unknown) => void;
  } = {},
) {
  const index = searchIndexing(db);
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;

  function step(): void {
    timer = undefined;
    immediate = undefined;
    try {
      // More left: go on after the I/O that waits (new requests), not before it.
      if (index(stepRows) === stepRows) immediate = setImmediate(step).unref();
    } catch (error) {
      // Thrown from a timer, it would end the process; the rows stay unindexed, and searches catch up anyway.
      onError(error);
      timer = setTimeout(step, idleMs).unref();
    }
  }

  function stop(): void {
    clearTimeout(timer);
    clearImmediate(immediate);
    timer = undefined;
    immediate = undefined;
  }

  return {
    /** Indexes every row not yet indexed (a search is about to read the index). */
    catchUp(): number {
      stop();
      return index(-1);
    },
    /** Told when an enquiry was stored: indexing (re)starts once enquiries have stopped coming for idleMs. */
    notify(): void {
      clearImmediate(immediate);
      immediate = undefined;
      if (timer) timer.refresh();
      else timer = setTimeout(step, idleMs).unref();
    },
    stop,
  };
}
