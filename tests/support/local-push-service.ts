// A browser's push service on loopback for tests: it takes what the web-push package sends and keeps each
// request, and a browser's side of a subscription decrypts the payload as a browser would (aes128gcm, RFC 8291,
// with the http_ece package web-push itself encrypts with).
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, createServer } from "node:https";
import { createRequire } from "node:module";
import type { LookupFunction } from "node:net";
import path from "node:path";
import { onTestFinished } from "vitest";
import { tempDir } from "./test-helper.ts";

const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt: (
    body: Buffer,
    params: { version: "aes128gcm"; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ) => Buffer;
};

/** The local push service's name: on PUSH_SERVICES for these tests, as a browser's push service is. */
export const pushServiceHost = "push.local.test";

/** The test's own choice, as a deployment never makes it: every name is 127.0.0.1. */
export const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

/**
 * A certificate for the local push service made for the test (push services speak HTTPS only), and an agent
 * trusting it that connects to loopback.
 */
export async function loopbackCertificate() {
  const dir = await tempDir();
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "1", "-subj", `/CN=${pushServiceHost}`],
      ...["-addext", `subjectAltName=DNS:${pushServiceHost}`],
    ],
    { stdio: "ignore" },
  );
  const pem = { key: readFileSync(key), cert: readFileSync(cert) };
  return { ...pem, agent: new Agent({ ca: pem.cert, lookup: toLoopback }) };
}

export type Received = {
  path: string;
  at: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * The push service: every request is kept; paths under /gone/ and /expired/ answer 410 and 404, /silent/ never
 * answers, anything else 201 Created (as RFC 8030 says).
 */
export async function startPushService(pem: { key: Buffer; cert: Buffer }) {
  const received: Received[] = [];
  const server = createServer(pem, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = request.url ?? "";
      received.push({
        path: url,
        at: performance.now(),
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (url.startsWith("/silent/")) return;
      response.writeHead(url.startsWith("/gone/") ? 410 : url.startsWith("/expired/") ? 404 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  onTestFinished(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { origin: `https://${pushServiceHost}:${port}`, received };
}

/** A browser's side of one subscription: its key pair and auth secret, and the JSON it posts to the desk. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16).toString("base64url");
  const json = { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret } };
  /** What the browser would hand its service worker: the payload, decrypted. */
  const decrypt = (body: Buffer) =>
    JSON.parse(ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret }).toString("utf8"));
  return { json, decrypt };
}
