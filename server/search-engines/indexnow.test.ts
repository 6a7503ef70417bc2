// IndexNow against a listener of the test's own on loopback: what a publish's submission carries, a refusal tried
// again (after a restart too), the key made once per site and served at /<key>.txt.
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, onTestFinished, test } from "vitest";
import { buildTestApp, eventually, tempDir } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { createIndexNow, defaultIndexNowUrl, indexNowEndpoint } from "./indexnow.ts";

const siteUrl = "https://www.vardhanagro.example";
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args), error: () => {} } as never;

/** An IndexNow endpoint on loopback that answers each request with the next status given (the last repeats). */
async function listener(statuses: number[]) {
  const received: { body: unknown; contentType: string | undefined }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      contentType: request.headers["content-type"],
    });
    response.statusCode = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
    response.end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`, received };
}

test("IndexNow is off for a site no engine can reach unless INDEXNOW_URL says where", async () => {
  expect(indexNowEndpoint(undefined, "https://www.vardhanagro.in")).toBe(defaultIndexNowUrl);
  for (const local of [
    "http://localhost:3000",
    "http://127.0.0.1:8080",
    "https://www.vardhanagro.example",
    "http://[::1]:3000",
  ])
    expect(indexNowEndpoint(undefined, local), local).toBeUndefined();
  const db = openDatabase(await tempDir());
  const off = createIndexNow({ db, endpoint: undefined, siteUrl: "http://localhost:3000", log });
  off.start();
  off.submit(["/"], new Date("2026-11-28T12:30:05Z"));
  expect(off.submissions()).toEqual([]);
  await off.stop();
  db.close();
  expect(indexNowEndpoint("http://127.0.0.1:9/indexnow", "http://localhost:3000")).toBe(
    "http://127.0.0.1:9/indexnow",
  );
});

test("a refused submission is logged and tried again with a longer wait, and a restart goes on trying", async () => {
  const endpoint = await listener([503, 500]);
  const db = openDatabase(await tempDir());
  const retry = { minMs: 30, maxMs: 100 };
  const first = createIndexNow({ db, endpoint: endpoint.url, siteUrl, log, retry });
  first.start();
  first.submit(["/products/red-onions", "/es/products/red-onions"], new Date("2026-11-28T12:30:05Z"));
  await eventually(() => endpoint.received.length >= 2);
  await first.stop();
  expect(first.submissions()[0]).toMatchObject({ sentAt: null, result: expect.stringMatching(/^50[03]$/) });
  expect(warnings.length).toBeGreaterThanOrEqual(2);

  // The server restarts; the endpoint is back.
  const back = await listener([202]);
  const second = createIndexNow({ db, endpoint: back.url, siteUrl, log, retry });
  expect(second.key).toBe(first.key);
  second.start();
  await eventually(() => second.submissions()[0]?.sentAt);
  await second.stop();
  expect(back.received).toHaveLength(1);
  expect(back.received[0]?.body).toEqual({
    host: "www.vardhanagro.example",
    key: first.key,
    keyLocation: `${siteUrl}/${first.key}.txt`,
    urlList: [`${siteUrl}/products/red-onions`, `${siteUrl}/es/products/red-onions`],
  });
  expect(back.received[0]?.contentType).toBe("application/json; charset=utf-8");
  expect(second.submissions()[0]).toMatchObject({ publishedAt: "2026-11-28T12:30:05Z", result: "202" });
  db.close();
});

test("an endpoint that cannot be reached is a failure like a refusal: kept, never thrown into the publish", async () => {
  const db = openDatabase(await tempDir());
  const indexNow = createIndexNow({
    db,
    endpoint: "http://127.0.0.1:9/indexnow",
    siteUrl,
    log,
    retry: { minMs: 60_000, maxMs: 60_000 },
  });
  indexNow.start();
  indexNow.submit(["/"], new Date("2026-11-28T12:30:05Z"));
  await eventually(() => indexNow.submissions()[0]?.result?.startsWith("network: "));
  await indexNow.stop();
  expect(indexNow.submissions()[0]).toMatchObject({ attempts: 1, sentAt: null });
  db.close();
});

test("the site's key is 32 hexadecimal characters, kept in the database and served as text at /<key>.txt", async () => {
  const app = await buildTestApp();
  const db = openDatabase(app.dataDir);
  const { key } = db.prepare("SELECT key FROM indexnow_key").get() as { key: string };
  db.close();
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  const response = await app.inject({ url: `/${key}.txt` });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.body).toBe(key);
  expect((await app.inject({ url: `/${"0".repeat(32)}.txt` })).statusCode).toBe(404);
});
