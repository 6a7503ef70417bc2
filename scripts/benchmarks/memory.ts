// `npm run bench:memory`: the server's memory as a small host sees it (`npm run build` first). Starts the real
// server as `npm start` does (its environment and Node.js flags: the memory settings) over a fresh data folder, signs an owner in, and publishes her draft
// BENCH_PUBLISHES times (default 100), each with her phone number changed, so every page in every language and
// every spec sheet is made again. Prints the server's resident memory (RSS, from /proc) at start, its highest
// during each publish and at rest after it, and the same for its child processes (the publish's renderer, the
// photo processor); then during and after a burst of 6 uploads of 20 MB photos at once. Exits non-zero when
// the RSS at rest passes 250 MB or a publish raises it by more than 150 MB. "At rest" is 3 s after a publish
// (as between two of hers), and 30 s after the last publish and after the uploads.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type Publishing, type SiteDraft, siteApi } from "#domain/desk/site-contract.ts";
import { photoLike } from "#tests/support/photos.ts";
import { startCommand } from "#tests/support/start-command.ts";
import { signedInOwner, uploadPhoto } from "./photo-uploads.ts";

const publishes = Number(process.env.BENCH_PUBLISHES ?? 100);
const restBoundMb = 250;
const riseBoundMb = 150;
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const baseUrl = `http://127.0.0.1:${port}`;

/** Resident memory of a process in MB (0 once it has ended). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The process ids whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = readFileSync(`/proc/${entry}/stat`, "utf8")
        .replace(/^.*\) /s, "")
        .split(" ")[1];
      if (Number(ppid) === pid) children.push(Number(entry));
    } catch {
      // A process that ended while we looked.
    }
  }
  return children;
}

type Sample = { server: number; children: number };
const sample = (pid: number): Sample => ({
  server: rssMb(pid),
  children: childrenOf(pid).reduce((sum, child) => sum + rssMb(child), 0),
});

/** Samples every 50 ms while `work` runs; the highest of each. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: Sample }> {
  const peak: Sample = { server: 0, children: 0 };
  const take = () => {
    const now = sample(pid);
    peak.server = Math.max(peak.server, now.server);
    peak.children = Math.max(peak.children, now.children);
  };
  take();
  const timer = setInterval(take, 50);
  try {
    const result = await work();
    take();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

async function api<T>(cookie: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      cookie,
      origin: baseUrl,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Saves the draft with a new phone number, publishes it and waits for 'published'; its time in ms. */
async function publishOnce(cookie: string, n: number): Promise<number> {
  const draft = await api<SiteDraft>(cookie, "GET", siteApi.draft);
  draft.content.company.contact.phone = `+91 98${String(100_000 + n).padStart(8, "0")}`;
  const saved = await api<{ revision: number }>(cookie, "PUT", siteApi.saveDraft, {
    revision: draft.revision,
    content: draft.content,
  });
  const started = performance.now();
  await api(cookie, "POST", siteApi.publish, { revision: saved.revision });
  for (;;) {
    const status = await api<Publishing>(cookie, "GET", siteApi.publishing);
    if (status.state === "published") return performance.now() - started;
    if (status.state === "failed") throw new Error(`publish ${n} failed: ${status.error}`);
    await sleep(100);
  }
}

/** At rest: a few seconds with no request, as between two of her publishes (or longer: `ms`). */
async function atRest(pid: number, ms = 3000): Promise<Sample> {
  await sleep(ms);
  return sample(pid);
}

const mb = (value: number) => `${Math.round(value)} MB`;
const row = (label: string, s: Sample) =>
  `${label.padEnd(34)}server ${mb(s.server).padStart(7)}   children ${mb(s.children).padStart(7)}`;

let server: ChildProcess | undefined;
const failures: string[] = [];
try {
  const { env, nodeArgs } = startCommand(root);
  server = spawn(process.execPath, [...nodeArgs, "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "0",
      ACKNOWLEDGE: "off",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error("the server did not start");
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error("the server did not answer /healthz within a minute");
    await sleep(100);
  }
  const cookie = await signedInOwner(baseUrl, dataDir);
  console.log(
    `bench:memory on ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}, Node ${process.version}, started as npm start: ${[...Object.entries(env).map(([name, value]) => `${name}=${value}`), ...nodeArgs].join(" ")}`,
  );
  const start = await atRest(pid);
  console.log(row("at start", start));

  const shown = new Set([1, 2, 5, 10, 20, 30, 50, 75, 100, publishes]);
  let rest = start;
  let worstRise = 0;
  const times: number[] = [];
  for (let n = 1; n <= publishes; n++) {
    const before = sample(pid).server;
    const { result: ms, peak } = await peakDuring(pid, () => publishOnce(cookie, n));
    times.push(ms);
    worstRise = Math.max(worstRise, peak.server - before);
    if (shown.has(n)) {
      console.log(`${row(`publish ${n}: highest during`, peak)}   (${(ms / 1000).toFixed(2)} s)`);
      rest = await atRest(pid);
      console.log(row(`publish ${n}: at rest after`, rest));
    }
  }
  rest = await atRest(pid, 30_000);
  console.log(row(`30 s after the last publish`, rest));
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${publishes} publishes of the whole site: median ${(median / 1000).toFixed(2)} s, slowest ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s; highest rise of the server's RSS during one: ${mb(worstRise)}`,
  );
  if (rest.server > restBoundMb)
    failures.push(`RSS at rest ${mb(rest.server)} after ${publishes} publishes > ${restBoundMb} MB`);
  if (worstRise > riseBoundMb)
    failures.push(`a publish raised the RSS by ${mb(worstRise)} > ${riseBoundMb} MB`);

  // Six photos of 20 MB each (39 MP at quality 95: a large camera's JPEG), sent at once.
  const photos = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      photoLike(7200, 5400, 7 + i)
        .jpeg({ quality: 95 })
        .toBuffer(),
    ),
  );
  const sizes = photos.map((bytes) => (bytes.length / 1e6).toFixed(1)).join(", ");
  const { result: uploads, peak } = await peakDuring(pid, () =>
    Promise.all(photos.map((bytes, i) => uploadPhoto(baseUrl, cookie, bytes, `IMG_${i}.jpg`))),
  );
  console.log(row(`6 uploads at once (${sizes} MB): highest`, peak));
  console.log(`  answers: ${uploads.map((u) => `${u.status} in ${(u.ms / 1000).toFixed(1)} s`).join(", ")}`);
  console.log(row("30 s after the uploads", await atRest(pid, 30_000)));
  for (const upload of uploads)
    if (upload.status !== 201) failures.push(`an upload answered ${upload.status}`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
for (const failure of failures) console.error(`FAILED: ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
