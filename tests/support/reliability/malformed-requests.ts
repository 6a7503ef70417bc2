import { enquirySchema } from "#domain/enquiry/enquiry.ts";
import { validEnquiry } from "./enquiries.ts";
import type { Random } from "./random.ts";

export type MalformedRequest = { kind: string; bytes: Buffer };

type Parts = {
  method?: string;
  path?: string;
  headers?: [string, string][];
  body?: Buffer | string;
  /** Leave out the Content-Length header the body would get. */
  noLength?: boolean;
};

const apiPath = "/api/send-email";
const fields = ["name", "company", "email", "phone", "message"] as const;

function rawRequest({ method = "POST", path = apiPath, headers = [], body = "", noLength }: Parts): Buffer {
  const payload = typeof body === "string" ? Buffer.from(body) : body;
  const head = [`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
  for (const [name, value] of headers) head.push(`${name}: ${value}`);
  if (!noLength && (payload.length > 0 || method === "POST")) head.push(`Content-Length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"), payload]);
}

const json: [string, string] = ["Content-Type", "application/json"];

function postJson(body: Buffer | string, extra: [string, string][] = []): Buffer {
  return rawRequest({ headers: [json, ...extra], body });
}

/**
 * A JSON body that must be refused. The shared schema guards the generator itself: a body the server
 * would rightly accept is a bug here, not there.
 */
function refusedJson(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (enquirySchema.safeParse(parsed).success && !/"(__proto__|constructor)"/.test(text)) {
    throw new Error(`The generator made a valid enquiry: ${text.slice(0, 200)}`);
  }
  return text;
}

function enquiryWith(random: Random, changes: Record<string, unknown>): string {
  return refusedJson(JSON.stringify({ ...validEnquiry(random.int(1, 1e6)), ...changes }));
}

/** Objects or arrays nested `depth` deep; closed properly or cut short. */
function nested(random: Random, depth: number, closed: boolean): string {
  const object = random.chance(0.5);
  const open = object ? '{"a":' : "[";
  const close = object ? "}" : "]";
  return `${open.repeat(depth)}1${close.repeat(closed ? depth : random.int(0, depth - 1))}`;
}

const wrongValues: unknown[] = [0, 42, -1.5, true, false, null, [], ["a"], {}, { value: "x" }, 1e308];
const hostile = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "a\r\nBcc: victim@example.test",
  "a\r\n\r\n<html>",
  "a\u0000b",
  "\u0000",
  "\r\n",
  "x\u2028y",
  "a@b.c\r\nSubject: spam",
];
const wrongContentTypes = [
  "text/plain",
  "application/xml",
  "text/html",
  "application/octet-stream",
  "multipart/form-data; boundary=xyz",
  "application/jsonx",
  "image/png",
  "application/graphql",
];
const wrongMethods = [
  "GET",
  "PUT",
  "DELETE",
  "PATCH",
  "HEAD",
  "TRACE",
  "OPTIONS",
  "FOO",
  "G\u0000T",
  "POST\tX",
];

/** The kinds of bad input, each a function of the seeded random source. */
const generators: Record<string, (random: Random) => Buffer> = {
  "random bytes": (random) => postJson(random.bytes(random.int(1, 4_000))),
  "random bytes, no headers": (random) => random.bytes(random.int(1, 2_000)),
  "truncated JSON": (random) => {
    const text = JSON.stringify(validEnquiry(random.int(1, 1e6)));
    return postJson(text.slice(0, random.int(0, text.length - 1)));
  },
  "deeply nested JSON": (random) => postJson(nested(random, random.int(100, 5_000), random.chance(0.7))),
  "deeply nested field": (random) =>
    postJson(
      enquiryWith(random, { [random.pick(fields)]: JSON.parse(nested(random, random.int(10, 1_000), true)) }),
    ),
  "wrong types": (random) => {
    const changes: Record<string, unknown> = {};
    for (const field of fields) if (random.chance(0.4)) changes[field] = random.pick(wrongValues);
    changes[random.pick(fields)] = random.pick(wrongValues);
    return postJson(enquiryWith(random, changes));
  },
  "not an object": (random) =>
    postJson(random.pick(["[]", '"text"', "42", "null", "true", "[{}]", JSON.stringify([validEnquiry(1)])])),
  "missing or unknown fields": (random) => {
    const enquiry: Record<string, unknown> = { ...validEnquiry(random.int(1, 1e6)) };
    if (random.chance(0.5)) delete enquiry[random.pick(fields)];
    else enquiry[random.pick(["admin", "id", "website", "Name", "name ", "isAdmin"])] = "x";
    return postJson(refusedJson(JSON.stringify(enquiry)));
  },
  "huge strings": (random) => {
    const field = random.pick(fields);
    const limits = { name: 100, company: 200, email: 254, phone: 15, message: 5_000 };
    const length = random.chance(0.5) ? limits[field] + random.int(1, 50) : random.int(6_000, 30_000);
    return postJson(enquiryWith(random, { [field]: "x".repeat(length) }));
  },
  "body over 32 KB": (random) =>
    postJson(enquiryWith(random, { message: "y".repeat(random.int(33_000, 120_000)) })),
  "__proto__ and constructor keys": (random) => {
    const enquiry = JSON.stringify(validEnquiry(random.int(1, 1e6))).slice(1, -1);
    const payload = random.pick([
      `{"__proto__":{"admin":true},${enquiry}}`,
      `{${enquiry},"__proto__":{"polluted":"yes"}}`,
      `{"constructor":{"prototype":{"admin":true}},${enquiry}}`,
      `{${enquiry},"constructor":{"prototype":{"polluted":"yes"}}}`,
      `{"name":{"__proto__":{"x":1}},"company":"c","email":"a@b.co","phone":"123456","message":"m"}`,
      `{"__proto__":null,${enquiry}}`,
    ]);
    return postJson(payload);
  },
  "CRLF and NUL in fields": (random) => {
    const field = random.pick(["email", "phone"] as const);
    const value = `${validEnquiry(1)[field]}${random.pick(["\r\n", "\u0000", "\r\nBcc: victim@example.test", "\n"])}x`;
    return postJson(enquiryWith(random, { [field]: value }));
  },
  "HTML and script in fields": (random) =>
    // Markup is fine in a name or a message (the mail escapes it); here it also breaks a field that must be valid.
    postJson(
      enquiryWith(random, { [random.pick(fields)]: random.pick(hostile), phone: random.pick(hostile) }),
    ),
  "wrong method": (random) =>
    rawRequest({ method: random.pick(wrongMethods), headers: [json], body: JSON.stringify(validEnquiry(1)) }),
  "wrong content type": (random) =>
    rawRequest({
      headers: [["Content-Type", random.pick(wrongContentTypes)]],
      body: JSON.stringify(validEnquiry(1)),
    }),
  "no content type": () => rawRequest({ body: JSON.stringify(validEnquiry(1)) }),
  "very long URL": (random) =>
    rawRequest({
      method: random.pick(["GET", "POST"]),
      path: random.pick([`${apiPath}?q=`, "/", "/products/"]) + "a".repeat(random.int(2_000, 40_000)),
      headers: [json],
    }),
  "very long header": (random) =>
    postJson(JSON.stringify(validEnquiry(1)), [["X-Padding", "h".repeat(random.int(17_000, 60_000))]]),
  "many headers": (random) =>
    postJson(
      JSON.stringify(validEnquiry(1)),
      Array.from({ length: random.int(600, 3_000) }, (_, i): [string, string] => [`X-H${i}`, "v".repeat(30)]),
    ),
  "broken framing": (random) => {
    const body = JSON.stringify(validEnquiry(1));
    return random.pick([
      Buffer.from(
        `POST ${apiPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
      ),
      Buffer.from(
        `POST ${apiPath} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n${body}`,
      ),
      Buffer.from(`POST ${apiPath} HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n`),
      Buffer.from(`POST ${apiPath}\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`),
      Buffer.from(
        `POST ${apiPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`,
      ),
      Buffer.from(
        `POST ${apiPath} HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: ${body.length - 5}\n\n${body}`,
      ),
      Buffer.from(`POST /api/send-email/../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    ]);
  },
};

export const malformedKinds = Object.keys(generators);

/** The i-th malformed request of a run: kinds in turn, contents drawn from the seeded random source. */
export function malformedRequest(random: Random, index: number): MalformedRequest {
  const kind = malformedKinds[index % malformedKinds.length] ?? "random bytes";
  const generate = generators[kind];
  if (!generate) throw new Error(`No generator for ${kind}`);
  return { kind, bytes: generate(random) };
}
