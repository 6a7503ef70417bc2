// A file sent as the request's bytes (no form encoding): its type in Content-Type, its name percent-encoded in
// X-File-Name. Shared by the uploads of photos (server/photos/) and of an order's documents (server/orders/).
import type { FastifyRequest } from "fastify";

type Parser = (
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: Buffer) => void,
) => void;

/**
 * An upload's bytes, refused from its Content-Length before any is read, or as soon as the bytes sent without
 * one pass `maxBytes`: the body is never held whole beyond it. `tooLarge` says the limit in her words.
 */
export function readUploadUpTo(maxBytes: number, tooLarge: () => Error): Parser {
  return (request, payload, done) => {
    if (Number(request.headers["content-length"]) > maxBytes) return done(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.removeListener("data", onData);
      payload.removeListener("end", onEnd);
      payload.removeListener("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      chunks.length = 0;
      done(tooLarge());
    };
    const onEnd = () => {
      stop();
      done(null, Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      done(error);
    };
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", onError);
  };
}

/** The file's name as the desk sent it (percent-encoded, so any language's letters pass in a header). */
export function fileNameOf(request: FastifyRequest): string {
  const header = request.headers["x-file-name"];
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
