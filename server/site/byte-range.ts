import type { Variant } from "./site-files.ts";

export type ByteRange = { start: number; end: number };

/**
 * The one byte range to send for a Range header (RFC 9110, 14.2), as `send` does it: a single range is
 * served, a range past the end is "unsatisfiable" (416), and anything else (several ranges, a malformed
 * header, an If-Range that no longer matches) means the whole file with status 200.
 */
export function byteRange(
  header: string,
  ifRange: string | undefined,
  variant: Variant,
): ByteRange | "unsatisfiable" | "ignore" {
  if (ifRange !== undefined) {
    const matches = ifRange.startsWith('"')
      ? ifRange === variant.etag
      : ifRange === variant.headers["last-modified"];
    if (!matches) return "ignore";
  }
  const spec = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!spec) return "ignore";
  const [, first = "", last = ""] = spec;
  const size = variant.body.length;
  if (first === "" && last === "") return "ignore";
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return "ignore";
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
