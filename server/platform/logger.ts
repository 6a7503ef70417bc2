import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * JSON logs that never carry personal data or secrets: the code logs no enquiry text, password or session token,
 * and these paths are cut should one slip in.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ["body", "*.body", "enquiry", "*.enquiry", "password", "*.password", "req.headers.cookie"],
      censor: "[redacted]",
    },
    serializers: {
      // The path without its query string: a form sent by GET (before hydration) would carry the enquiry there,
      // and the desk's search would carry buyers' names.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split("?")[0],
        remoteAddress: request.ip,
      }),
    },
  };
}
