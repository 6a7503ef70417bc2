// Spec sheets drawn in worker threads (sheet-worker.ts), a few at once, for the publisher: a publish of the
// whole site draws one sheet per product and language, and on the main thread they would hold up requests.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { SpecSheetPdf } from "../publisher.ts";
import type { SheetAnswer, SheetDrawer } from "./sheet-worker.ts";

/** The site's sheets (spec-sheets.ts), by name: the threads import it, the server does not. */
export const specSheetDrawer: SheetDrawer = {
  module: new URL("./spec-sheets.ts", import.meta.url).href,
  name: "specSheetPdf",
};

export type SheetWorkers = { specSheetPdf: SpecSheetPdf; close(): Promise<void> };

/** `drawer` names the SpecSheetPdf function the workers import (a function cannot be sent to a thread). */
export function createSheetWorkers(
  drawer: SheetDrawer,
  size = Math.max(1, Math.min(2, availableParallelism())),
): SheetWorkers {
  const workers: { worker: Worker; busy: number }[] = [];
  const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  let nextId = 0;

  const start = () => {
    const worker = new Worker(new URL("./sheet-worker.ts", import.meta.url), { workerData: drawer });
    const entry = { worker, busy: 0 };
    worker.on("message", (answer: SheetAnswer) => {
      entry.busy--;
      // Idle workers never keep the process alive; a busy one does, or its answer would never come.
      if (entry.busy === 0) worker.unref();
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ("error" in answer) pending?.reject(new Error(answer.error));
      else pending?.resolve(Buffer.from(answer.pdf));
    });
    worker.on("error", (error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      workers.splice(workers.indexOf(entry), 1);
    });
    worker.unref();
    workers.push(entry);
    return entry;
  };

  return {
    specSheetPdf(content, productId, lang) {
      const idle = workers.length < size ? start() : workers.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = nextId++;
      if (idle.busy++ === 0) idle.worker.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        idle.worker.postMessage({ id, content, productId, lang });
      });
    },
    async close() {
      await Promise.all(workers.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}
