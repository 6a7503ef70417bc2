import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { publicPageHeaders } from "../platform/security-headers.ts";

export type Encoding = "br" | "gzip" | "identity";

/** One representation of a file: its bytes and every header that describes them, computed once. */
export type Variant = {
  body: Buffer;
  /**
   * Content-Type, Content-Length, Content-Encoding, ETag, Last-Modified, Cache-Control, Vary, Accept-Ranges;
   * for a page, its own Content-Security-Policy and opener policy (publicPageHeaders).
   */
  headers: Record<string, string>;
  etag: string;
};

export type SiteFile = {
  /** Whole seconds, as Last-Modified carries them (for If-Modified-Since). */
  modifiedSeconds: number;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
};

const mimeTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

const compressedSiblings = { br: ".br", gzip: ".gz" } as const;

function cacheControl(urlPath: string): string {
  // Vite puts a content hash in every file name under assets/, so those never change.
  return urlPath.startsWith("/assets/")
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate";
}

/** A file's ETag: what its bytes hash to. */
export const etagOf = (body: Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function variant(body: Buffer, common: Record<string, string>, encoding: Encoding): Variant {
  const etag = etagOf(body);
  const headers = { ...common, "content-length": String(body.length), etag };
  return {
    body,
    etag,
    headers: encoding === "identity" ? headers : { ...headers, "content-encoding": encoding },
  };
}

/** The bytes of a file, and of its pre-compressed copies where they save something. */
export type FileBytes = { body: Buffer; br?: Buffer; gzip?: Buffer };

/** A file served at urlPath: its type, caching and, for a page, security headers, computed once. */
export function siteFile(urlPath: string, bytes: FileBytes, modified: Date): SiteFile {
  const { body } = bytes;
  const extension = path.extname(urlPath).toLowerCase();
  const common: Record<string, string> = {
    "content-type": mimeTypes[extension] ?? "application/octet-stream",
    "last-modified": modified.toUTCString(),
    "cache-control": cacheControl(urlPath),
    vary: "accept-encoding",
    "accept-ranges": "bytes",
  };
  if (extension === ".html") Object.assign(common, publicPageHeaders(body.toString("utf8")));
  const variants: SiteFile["variants"] = { identity: variant(body, common, "identity") };
  if (bytes.br) variants.br = variant(bytes.br, common, "br");
  if (bytes.gzip) variants.gzip = variant(bytes.gzip, common, "gzip");
  return { modifiedSeconds: Math.floor(modified.getTime() / 1000), variants };
}

function loadFile(file: string, urlPath: string): SiteFile {
  const bytes: FileBytes = { body: readFileSync(file) };
  for (const [encoding, suffix] of Object.entries(compressedSiblings) as ["br" | "gzip", string][]) {
    if (existsSync(file + suffix)) bytes[encoding] = readFileSync(file + suffix);
  }
  return siteFile(urlPath, bytes, statSync(file).mtime);
}

/** A page under its clean URLs too: /about/index.html also answers /about/ and /about. */
export function addFile(files: Map<string, SiteFile>, urlPath: string, file: SiteFile): void {
  files.set(urlPath, file);
  if (urlPath.endsWith("/index.html")) {
    const dir = urlPath.slice(0, -"index.html".length);
    files.set(dir, file);
    if (dir !== "/") files.set(dir.slice(0, -1), file);
  }
}

/**
 * The built site read into memory once, with its pre-compressed variants: a request then costs a map lookup,
 * never a filesystem call, and no path from a URL ever reaches the filesystem (no traversal to guard). Pages
 * answer by clean URL (`/about`, `/about/`, `/about/index.html`). Dotfiles and the .br/.gz files themselves
 * have no URL. A rebuild needs a restart; a publish swaps the pages (ServedSite).
 */
export function loadSiteFiles(root: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  if (!existsSync(root)) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (relative.some((part) => part.startsWith(".")) || /\.(br|gz)$/.test(entry.name)) continue;
    // In NFC, as requests are looked up (static-site.ts): a file named in another form still has its URL.
    const urlPath = `/${relative.join("/")}`.normalize("NFC");
    addFile(files, urlPath, loadFile(path.join(entry.parentPath, entry.name), urlPath));
  }
  return files;
}

/** What the site serves at one moment: its files, and the addresses that answer 301 (renamed products). */
export type SiteVersion = {
  readonly files: ReadonlyMap<string, SiteFile>;
  readonly redirects: ReadonlyMap<string, string>;
};

/**
 * The site being served. Publishing replaces `current` in one assignment: a request reads it once, so it gets
 * the old site or the new one, never a mix.
 */
export type ServedSite = { current: SiteVersion };

export function loadServedSite(root: string): ServedSite {
  return { current: { files: loadSiteFiles(root), redirects: new Map() } };
}

const negotiated = new Map<string, Encoding[]>();

/** The encodings a client accepts, best first (br, gzip, identity), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const key = header ?? "";
  const known = negotiated.get(key);
  if (known) return known;
  const quality = new Map<string, number>();
  for (const part of key.split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (coding) quality.set(coding, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get("*") ?? 0) > 0;
  // Identity is acceptable unless refused by name, or by `*;q=0` without naming it.
  const identity = quality.has("identity") ? accepts("identity") : (quality.get("*") ?? 1) > 0;
  const result = [
    ...(["br", "gzip"] as const).filter(accepts),
    ...(identity || !key ? (["identity"] as const) : []),
  ];
  // Headers vary little between browsers; the cap only guards against a client sending endless new ones.
  if (negotiated.size < 256) negotiated.set(key, result);
  return result;
}

/** The variant to send: the smallest pre-compressed one the client takes, else the file as it is. */
export function pickVariant(file: SiteFile, acceptEncoding: string | undefined): Variant {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const found = file.variants[encoding];
    if (found) return found;
  }
  return file.variants.identity;
}
