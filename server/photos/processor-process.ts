// The photo processor's process (processor.ts starts it): sharp's work on the photos, one request at a time.
import sharp from "sharp";
import { HttpError } from "../platform/errors.ts";
import { writeFileAtomically } from "./files.ts";
import { cleanMaster, makeVariants } from "./processing.ts";
import type { ProcessorAnswer, ProcessorRequest } from "./processor.ts";

// One libvips thread: below the server's priority (processor.ts) a photo still takes a core's share when the
// machine is busy; with a thread per core the enquiries' p99 doubled during a batch (docs/performance-log.md), for a
// photo ready in 4.0 s instead of 6.0 s on a loaded host (3.2 s on a quiet one, well within the 5 s asked).
sharp.concurrency(1);

const answer = (message: ProcessorAnswer) => process.send?.(message);
const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

let queue: Promise<unknown> = Promise.resolve();
process.on("message", (request: ProcessorRequest) => {
  queue = queue.then(async () => {
    // The request's time limit runs from here (processor.ts), not from when it was queued.
    answer({ id: request.id, started: true });
    try {
      if (request.kind === "clean") {
        answer({ id: request.id, master: await cleanMaster(bufferOf(request.bytes)) });
      } else {
        await makeVariants(bufferOf(request.master), request.names, (name, bytes) =>
          writeFileAtomically(request.dir, name, bytes),
        );
        answer({ id: request.id, done: true });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      answer({
        id: request.id,
        error: error instanceof HttpError ? { message, status: error.statusCode } : { message },
      });
    }
  });
});
// The server gone, its processor goes too.
process.on("disconnect", () => process.exit(0));
