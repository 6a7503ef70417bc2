import { expect, test } from "vitest";
import { memoryMarker } from "../support/reliability/collect-garbage-on-signal.ts";
import { postEnquiry, validEnquiry } from "../support/reliability/enquiries.ts";
import { countEnquiries } from "../support/reliability/enquiry-db.ts";
import { serverFor, sinkFor, tempDataDir } from "../support/reliability/fixture.ts";
import { malformedRequest } from "../support/reliability/malformed-requests.ts";
import { createRandom } from "../support/reliability/random.ts";
import { type RawAnswer, sendRaw } from "../support/reliability/raw-http.ts";
import { projectRoot, type ServerProcess } from "../support/reliability/server-process.ts";
import { runPool, waitFor } from "../support/reliability/wait.ts";
import { scale, seed } from "./scale.ts";

const concurrency = 16;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

type Memory = { rss: number; heapUsed: number; external: number };

/** Memory the server holds after a full garbage collection (see collect-garbage-on-signal.ts). */
async function memoryAfterGc(server: ServerProcess): Promise<Memory> {
  const reports = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.startsWith(memoryMarker));
  const seen = reports().length;
  server.child.kill("SIGUSR2");
  const line = await waitFor("the memory report", () => reports()[seen]);
  return JSON.parse(line.slice(memoryMarker.length)) as Memory;
}

/** What an answer must never carry: a stack trace or a path of this machine. */
function leaksInternals(answer: RawAnswer): boolean {
  return /\n\s+at |node_modules|node:internal/.test(answer.body) || answer.body.includes(projectRoot);
}

test(`malformed requests (seed ${seed}) get only 4xx answers, store nothing and leave memory where it was`, async () => {
  const dataDir = await tempDataDir();
  const sink = await sinkFor();
  const server = await serverFor(dataDir, sink.port, {}, [
    "--expose-gc",
    "--import",
    "./tests/support/reliability/collect-garbage-on-signal.ts",
  ]);
  const port = Number(new URL(server.url).port);
  const random = createRandom(seed);

  // Warm up first, so the baseline includes what the server loads on its first requests of each kind.
  await runPool(200, concurrency, (i) => sendRaw(port, malformedRequest(random, i).bytes));
  const before = await memoryAfterGc(server);

  let peakRss = before.rss;
  const sampler = setInterval(() => {
    if (server.alive()) peakRss = Math.max(peakRss, server.rssKib() * 1024);
  }, 100);
  const started = Date.now();
  const byKind = new Map<string, Map<string, number>>();
  const offending: string[] = [];
  await runPool(scale.badRequests, concurrency, async (i) => {
    const request = malformedRequest(random, i);
    const answer = await sendRaw(port, request.bytes);
    const status = String(answer.status ?? `no answer (${answer.error})`);
    const counts = byKind.get(request.kind) ?? new Map<string, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    byKind.set(request.kind, counts);
    const is4xx = answer.status !== undefined && answer.status >= 400 && answer.status < 500;
    if ((!is4xx || leaksInternals(answer)) && offending.length < 10) {
      offending.push(`#${i} ${request.kind}: ${status} ${answer.body.slice(0, 200)}`);
    }
  });
  clearInterval(sampler);
  const elapsedMs = Date.now() - started;
  const after = await memoryAfterGc(server);

  const totals = new Map<string, number>();
  for (const counts of byKind.values()) {
    for (const [status, n] of counts) totals.set(status, (totals.get(status) ?? 0) + n);
  }
  console.log(
    [
      `Bad input: ${scale.badRequests} malformed requests in ${elapsedMs} ms, ${concurrency} at a time, seed ${seed}`,
      `  answers by status: ${[...totals].map(([s, n]) => `${s}: ${n}`).join(", ")}`,
      ...[...byKind].map(
        ([kind, counts]) => `  ${kind.padEnd(32)} ${[...counts].map(([s, n]) => `${s}×${n}`).join(" ")}`,
      ),
      `  server memory after a full GC, before -> after: heap used ${mib(before.heapUsed)} -> ${mib(after.heapUsed)}, ` +
        `external ${mib(before.external)} -> ${mib(after.external)}; ` +
        `RSS ${mib(before.rss)}, peak ${mib(peakRss)}, after ${mib(after.rss)}`,
    ].join("\n"),
  );

  expect(offending).toEqual([]);
  expect(server.alive()).toBe(true);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(countEnquiries(dataDir)).toBe(0);
  // What the server holds comes back to where it started: nothing of 10,000 requests is retained. RSS does
  // not come back (V8 keeps the heap pages it grew mapped, for the next burst), so it gets a ceiling instead.
  expect(after.heapUsed - before.heapUsed).toBeLessThan(4 * 2 ** 20);
  expect(after.external - before.external).toBeLessThan(2 * 2 ** 20);
  expect(peakRss).toBeLessThan(512 * 2 ** 20);

  const valid = await postEnquiry(server.url, validEnquiry(1));
  expect(valid.status).toBe(201);
  expect(countEnquiries(dataDir)).toBe(1);
});
