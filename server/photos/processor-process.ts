// The photo processor's process (processor.ts starts it): sharp's work on the photos, one request at a time.
import { HttpError } from "../platform/errors.ts";
import { writeFileAtomically } from "./files.ts";
import { cleanMaster, makeVariants } from "./processing.ts";
import type { ProcessorAnswer, ProcessorRequest } from "./processor.ts";

const answer = (message: ProcessorAnswer) => process.send?.(message);
const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

let queue: Promise<unknown> = Promise.resolve();
process.on("message", (request: ProcessorRequest) => {
  queue = queue.then(async () => {
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
