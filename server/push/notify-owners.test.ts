import { createPublicKey, verify } from "node:crypto";
import { statSync } from "node:fs";
import { type Agent, request as httpsRequest } from "node:https";
import { createServer as createTcpServer } from "node:net";
import path from "node:path";
import Fastify from "fastify";
import { expect, onTestFinished, test } from "vitest";
import type { PushDevice, PushDevices } from "#domain/desk/types.ts";
import {
  browserSubscription,
  loopbackCertificate,
  pushServiceHost,
  type Received,
  startPushService,
} from "#tests/support/local-push-service.ts";
import {
  addOwner,
  buildTestApp,
  eventually,
  freePort,
  signIn,
  siteHeaders,
  tempDir,
  validEnquiry,
} from "#tests/support/test-helper.ts";
import type { AppOptions } from "../app.ts";
import { openDatabase } from "../database/database.ts";
import { createEnquiryStore } from "../enquiries/enquiry-store.ts";
import { loggerOptions } from "../platform/logger.ts";
import { createSiteContentStore } from "../site-content/store.ts";
import { createOwnerNotifier, type PushMessage } from "./notify-owners.ts";
import { createPushAgent } from "./push-agent.ts";
import { createPushDevices, loadVapidKeys, vapidKeysFileName } from "./push-devices.ts";

const subject = "mailto:owner@example.com";
const me = "owner@example.com";

/** Checks the request's VAPID Authorization (RFC 8292): an ES256 JWT for the push service's origin. */
function vapidClaims(request: Received, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(
    String(request.headers.authorization),
  );
  if (!match) throw new Error(`no VAPID authorization: ${request.headers.authorization}`);
  const [, signed = "", signature = "", key = ""] = match;
  expect(key).toBe(publicKey);
  const point = Buffer.from(key, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33, 65).toString("base64url"),
  };
  const valid = verify(
    "sha256",
    Buffer.from(signed),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(valid, "JWT signature").toBe(true);
  const [header = "", claims = ""] = signed.split(".");
  expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ typ: "JWT", alg: "ES256" });
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
}

/** The app with a signed-in owner, sending its pushes through the given agent. */
async function deskWithPush(agent: Agent, env: Record<string, string> = {}, logger?: AppOptions["logger"]) {
  const app = await buildTestApp({
    env: { VAPID_SUBJECT: subject, PUSH_SERVICES: pushServiceHost, ...env },
    pushAgent: agent,
    logger,
  });
  await addOwner(app.dataDir, me);
  const { cookie } = await signIn(app, me);
  const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, userAgent?: string) =>
    app.inject({
      method,
      url,
      headers: { ...siteHeaders, cookie, ...(userAgent ? { "user-agent": userAgent } : {}) },
      ...(payload ? { payload } : {}),
    });
  const subscribe = async (json: object, userAgent?: string) => {
    const response = await call("POST", "/api/desk/push-devices", json, userAgent);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as PushDevice;
  };
  const list = async () => (await call("GET", "/api/desk/push-devices")).json() as PushDevices;
  const sendEnquiry = async (enquiry: object = validEnquiry) => {
    const started = performance.now();
    const response = await app.inject({ method: "POST", url: "/api/send-email", payload: enquiry });
    expect(response.statusCode).toBe(201);
    return {
      id: response.json().id as string,
      answeredAt: performance.now(),
      tookMs: performance.now() - started,
    };
  };
  return { app, call, subscribe, list, sendEnquiry };
}

/** Where an enquiry stored directly (not through the form) came from. */
const origin = { clientIp: "127.0.0.1", userAgent: "" };

const android =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test("a new enquiry reaches every subscribed device within seconds: signed, encrypted, 'company - product', no message text", async () => {
  const pem = await loopbackCertificate();
  const service = await startPushService(pem);
  const { subscribe, list, sendEnquiry } = await deskWithPush(pem.agent);
  const phone = browserSubscription(`${service.origin}/push/phone`);
  const laptop = browserSubscription(`${service.origin}/push/laptop`);
  await subscribe(phone.json, android);
  await subscribe(laptop.json);
  const { publicKey, devices } = await list();
  expect(devices.map((d) => d.name)).toEqual(["Chrome on Android", "Unknown browser"]);

  const enquiry = {
    ...validEnquiry,
    company: "Gulf Fresh Trading",
    message: "Secret terms: 40 ft containers at our usual price.",
    quote: { product: "red-onions" },
  };
  const sent = await sendEnquiry(enquiry);
  const [toPhone, toLaptop] = await eventually(() => {
    const byPath = (p: string) => service.received.find((r) => r.path === p);
    const both = [byPath("/push/phone"), byPath("/push/laptop")];
    return both.every(Boolean) && (both as Received[]);
  });
  if (!toPhone || !toLaptop) throw new Error("unreachable");
  const expected: PushMessage = {
    title: "New enquiry: Gulf Fresh Trading - Red Onions",
    body: "Tap to open it in the desk.",
    url: `/desk/enquiries/${sent.id}`,
    tag: sent.id,
  };
  expect(phone.decrypt(toPhone.body)).toEqual(expected);
  expect(laptop.decrypt(toLaptop.body)).toEqual(expected);
  for (const request of [toPhone, toLaptop]) {
    expect(request.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400", urgency: "high" });
    expect(request.body.includes(Buffer.from("Secret"))).toBe(false);
    const claims = vapidClaims(request, publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe(subject);
    const hoursLeft = (claims.exp * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  }
  const latencyMs = Math.max(toPhone.at, toLaptop.at) - sent.answeredAt;
  console.log(
    `push: enquiry stored and answered → received at the push service in ${latencyMs.toFixed(1)} ms`,
  );
  expect(latencyMs).toBeLessThan(2000);

  // Without a product: the company alone.
  const plain = await sendEnquiry({ ...validEnquiry, company: "Rao Foods" });
  const titleOf = async (id: string) => {
    const request = await eventually(() =>
      service.received.find((r) => r.path === "/push/phone" && phone.decrypt(r.body).tag === id),
    );
    return (phone.decrypt(request.body) as PushMessage).title;
  };
  expect(await titleOf(plain.id)).toBe("New enquiry: Rao Foods");
});

test("devices are listed per owner and removed by her; a subscription the push service reports gone is removed", async () => {
  const pem = await loopbackCertificate();
  const service = await startPushService(pem);
  const { app, call, subscribe, list, sendEnquiry } = await deskWithPush(pem.agent);
  const kept = await subscribe(browserSubscription(`${service.origin}/push/kept`).json, android);
  await subscribe(browserSubscription(`${service.origin}/gone/a`).json);
  await subscribe(browserSubscription(`${service.origin}/expired/b`).json);
  // Subscribing the same browser again keeps one row, with the new keys.
  const again = await subscribe(browserSubscription(`${service.origin}/push/kept`).json, android);
  expect(again.id).toBe(kept.id);
  expect((await list()).devices).toHaveLength(3);

  // Another owner neither sees nor removes them, and her own list is empty.
  await addOwner(app.dataDir, "partner@example.com");
  const partner = await signIn(app, "partner@example.com");
  const asPartner = (method: "GET" | "DELETE", url: string) =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie: partner.cookie } });
  expect((await asPartner("GET", "/api/desk/push-devices")).json().devices).toEqual([]);
  expect((await asPartner("DELETE", `/api/desk/push-devices/${kept.id}`)).statusCode).toBe(404);

  await sendEnquiry();
  await eventually(async () => (await list()).devices.length === 1);
  expect((await list()).devices.map((d) => d.endpoint)).toEqual([`${service.origin}/push/kept`]);
  expect(service.received.map((r) => r.path).sort()).toEqual(["/expired/b", "/gone/a", "/push/kept"]);

  expect((await call("DELETE", `/api/desk/push-devices/${kept.id}`)).statusCode).toBe(204);
  expect((await list()).devices).toEqual([]);
  expect((await call("DELETE", `/api/desk/push-devices/${kept.id}`)).statusCode).toBe(404);
});

test("a push service that is down or never answers delays neither the enquiry's answer nor the other devices", async () => {
  const pem = await loopbackCertificate();
  const service = await startPushService(pem);
  const timeoutMs = 1500;
  const { app, subscribe, sendEnquiry } = await deskWithPush(pem.agent, { PUSH_TIMEOUT: `${timeoutMs}ms` });
  await subscribe(browserSubscription(`https://${pushServiceHost}:${await freePort()}/push/down`).json);
  await subscribe(browserSubscription(`${service.origin}/silent/x`).json);
  const good = browserSubscription(`${service.origin}/push/good`);
  await subscribe(good.json);

  const sent = await sendEnquiry();
  expect(sent.tookMs).toBeLessThan(500);
  const delivered = await eventually(() => service.received.find((r) => r.path === "/push/good"));
  expect(delivered.at - sent.answeredAt).toBeLessThan(timeoutMs);
  expect(good.decrypt(delivered.body).tag).toBe(sent.id);
  // Closing waits for the silent service's timeout, and no longer.
  const closing = performance.now();
  await app.close();
  expect(performance.now() - closing).toBeLessThan(timeoutMs + 1000);
});

test("the VAPID keys are made once and kept in DATA_DIR, readable by this user only", async () => {
  const dataDir = await tempDir();
  const first = loadVapidKeys(dataDir);
  expect(loadVapidKeys(dataDir)).toEqual(first);
  expect(statSync(path.join(dataDir, vapidKeysFileName)).mode & 0o777).toBe(0o600);
  const pem = await loopbackCertificate();
  const { list } = await deskWithPush(pem.agent, { DATA_DIR: dataDir });
  expect((await list()).publicKey).toBe(first.publicKey);
});

test("a buyer's reply is announced as such, and nothing about an enquiry marked spam", async () => {
  const pem = await loopbackCertificate();
  const service = await startPushService(pem);
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  onTestFinished(() => db.close());
  const owner = await addOwner(dataDir, me);
  const devices = createPushDevices(db);
  const device = browserSubscription(`${service.origin}/push/phone`);
  devices.add(owner.id, device.json, "Phone");
  const store = createEnquiryStore(db);
  const wanted = store.add({ ...validEnquiry, quote: { product: "red-onions" } }, origin);
  const spam = store.add(validEnquiry, origin);
  db.prepare("UPDATE enquiries SET spam = 1 WHERE id = ?").run(spam.id);
  const notifier = createOwnerNotifier({
    db,
    devices,
    keys: loadVapidKeys(dataDir),
    subject,
    timeoutMs: 2000,
    services: [pushServiceHost],
    log: Fastify().log,
    agent: pem.agent,
    products: createSiteContentStore(db),
    mayActOnOrders: () => [],
  });

  notifier.notifyOwners({ kind: "buyer-reply", enquiryId: spam.id });
  notifier.notifyOwners({ kind: "buyer-reply", enquiryId: wanted.id });
  await notifier.settled();
  expect(service.received.map((r) => device.decrypt(r.body).title)).toEqual([
    `New reply: ${validEnquiry.company} - Red Onions`,
  ]);
});

/**
 * A TCP listener on 127.0.0.1 and [::1] (one port) that counts the connections made to it: where an endpoint
 * that must never be contacted points.
 */
async function countingListener() {
  let connections = 0;
  const listen = (host: string, port: number) => {
    const server = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return new Promise<number>((resolve) =>
      server.listen(port, host, () => resolve((server.address() as { port: number }).port)),
    );
  };
  const port = await listen("127.0.0.1", 0);
  await listen("::1", port);
  return { port, connections: () => connections };
}

/** The JSON lines a test app logs, and those of them with the given action. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const logger = loggerOptions("info", { write: (line) => void lines.push(JSON.parse(line)) });
  return { logger, withAction: (action: string) => lines.filter((line) => line.action === action) };
}

test("an endpoint on 127.0.0.1, [::1], 0x7f000001 or localhost is refused with a 400 and never contacted, even when an enquiry is pushed", async () => {
  const pem = await loopbackCertificate();
  const service = await startPushService(pem);
  const listener = await countingListener();
  // The test's agent connects anything to loopback: only the endpoint check stands between it and the listener.
  const { app, call, subscribe, list, sendEnquiry } = await deskWithPush(pem.agent);
  for (const host of ["127.0.0.1", "[::1]", "0x7f000001", "2130706433", "[::ffff:127.0.0.1]", "localhost"]) {
    const response = await call(
      "POST",
      "/api/desk/push-devices",
      browserSubscription(`https://${host}:${listener.port}/push/probe`).json,
    );
    expect(response.statusCode, host).toBe(400);
    expect(response.json()).toEqual({
      message:
        "Notifications cannot be turned on for this browser: the desk sends them only through the push services of Chrome, Edge, Firefox and Safari.",
      fields: { endpoint: "Not the address of a browser's push service." },
    });
  }
  const phone = browserSubscription(`${service.origin}/push/phone`);
  await subscribe(phone.json);
  expect((await list()).devices.map((d) => d.endpoint)).toEqual([`${service.origin}/push/phone`]);

  const sent = await sendEnquiry();
  const delivered = await eventually(() => service.received.find((r) => r.path === "/push/phone"));
  expect(phone.decrypt(delivered.body).tag).toBe(sent.id);
  await app.close();
  expect(listener.connections()).toBe(0);
});

test("a device stored before endpoints were checked (an older database) is logged and skipped, never contacted", async () => {
  const listener = await countingListener();
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  onTestFinished(() => db.close());
  const owner = await addOwner(dataDir, me);
  const devices = createPushDevices(db);
  devices.add(owner.id, browserSubscription(`https://127.0.0.1:${listener.port}/push/old`).json, "Old");
  const logs = logLines();
  const notifier = createOwnerNotifier({
    db,
    devices,
    keys: loadVapidKeys(dataDir),
    subject,
    timeoutMs: 2000,
    services: [pushServiceHost],
    log: Fastify({ logger: logs.logger }).log,
    agent: (await loopbackCertificate()).agent,
    products: createSiteContentStore(db),
    mayActOnOrders: () => [],
  });

  notifier.notifyOwners({
    kind: "new-enquiry",
    enquiryId: createEnquiryStore(db).add(validEnquiry, origin).id,
  });
  await notifier.settled();
  expect(listener.connections()).toBe(0);
  expect(logs.withAction("push-refused")).toEqual([
    expect.objectContaining({ host: `127.0.0.1:${listener.port}` }),
  ]);
  expect(devices.listForOwner(owner.id)).toHaveLength(1);
});

test("DNS rebinding: a push service's name that resolves to 127.0.0.1 when the push is sent is refused at connect, and nothing reaches loopback", async () => {
  const listener = await countingListener();
  const asked: string[] = [];
  const rebound = createPushAgent(async (hostname) => {
    asked.push(hostname);
    return [{ address: "127.0.0.1", family: 4 }];
  });
  const logs = logLines();
  // The browsers' push services as in production, and production's agent with the resolver swapped.
  const { app, subscribe, sendEnquiry } = await deskWithPush(rebound, { PUSH_SERVICES: "" }, logs.logger);
  const endpoint = `https://updates.push.services.mozilla.com:${listener.port}/wpush/v2/rebound`;
  await subscribe(browserSubscription(endpoint).json);

  await sendEnquiry();
  await app.close();
  expect(asked).toEqual(["updates.push.services.mozilla.com"]);
  expect(listener.connections()).toBe(0);
  expect(logs.withAction("push-failed")).toEqual([
    expect.objectContaining({
      reason:
        "updates.push.services.mozilla.com resolves to 127.0.0.1, which is not a public address: no push is sent there",
    }),
  ]);
});

test("the push agent refuses an IP literal on loopback, which no lookup sees, without connecting", async () => {
  const listener = await countingListener();
  const agent = createPushAgent(() => Promise.reject(new Error("an IP literal needs no lookup")));
  for (const host of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
    const refusal = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
      const request = httpsRequest({ host, port: listener.port, method: "POST", agent }, () =>
        reject(new Error(`${host} answered`)),
      );
      request.on("error", resolve);
      request.end();
    });
    expect(refusal.code, host).toBe("ERR_PUSH_ADDRESS_REFUSED");
  }
  expect(listener.connections()).toBe(0);
});
