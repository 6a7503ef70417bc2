import { randomUUID } from "node:crypto";

/**
 * A UUIDv7 (RFC 9562): the time in milliseconds, then the version 7 and Node's pooled random bits of a v4. New
 * keys go at the end of the primary-key index: a random (v4) key landed on another index page for every row, so
 * each commit wrote a page per enquiry to the WAL, and the checkpoints copying them back stalled the event loop
 * (`bench:server`'s POST tail, docs/performance-log.md). The `uuid` package's v7 draws its random
 * bytes per call: 4x slower, and a dependency, for a counter within the millisecond the index does not need.
 */
export function timeOrderedId(at: Date): string {
  const time = at.getTime().toString(16).padStart(12, "0");
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randomUUID().slice(15)}`;
}
