// `npm run bench:server`: load on the production server process, on loopback only. The pages (100
// connections each), the same pages served by nginx from the same build as a yardstick, then the enquiry
// API (50 connections, a distinct valid enquiry per request, rate limit off); each target after 2 s of
// unmeasured warm-up. Prints requests/s, latency percentiles and failures per target, writes
// reports/bench-server.json, and exits non-zero on any error, timeout or non-2xx answer, or when the
// enquiries stored differ from the 2xx answers.
// Env: BENCH_SECONDS (per target, default 20); BENCH_ONLY=api loads the enquiry API alone (no pages, no
// nginx): short runs to interleave two builds' enquiry POSTs on a noisy host; ACKNOWLEDGE passes through;
// BENCH_PHOTOS=8 has the owner upload that many 12-megapixel photos at once, as the measured enquiry POSTs
// start (the server processes them one after another): the enquiries' figures while photos are processed.
// One script read top to bottom as it runs, so past 350 lines on purpose. It starts the server and the SMTP
// sink, and counts the stored enquiries, with the fault tests' harness (tests/support/reliability/): the load
// measured is that of the same server, started the same way, that the fault tests check.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { photoJpeg } from "#tests/support/photos.ts";
import { validEnquiry } from "#tests/support/reliability/enquiries.ts";
import { countEnquiries } from "#tests/support/reliability/enquiry-db.ts";
import { freePort } from "#tests/support/reliability/ports.ts";
import { projectRoot, type ServerProcess, startServer } from "#tests/support/reliability/server-process.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/reliability/smtp-sink.ts";
import { signedInOwner, type Uploaded, uploadPhoto } from "./photo-uploads.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
if (!(seconds > 0)) {
  console.error(`BENCH_SECONDS must be a positive number of seconds, not "${process.env.BENCH_SECONDS}".`);
  process.exit(2);
}
const photoCount = Number(process.env.BENCH_PHOTOS ?? 0);
if (!(Number.isInteger(photoCount) && photoCount >= 0)) {
  console.error(`BENCH_PHOTOS must be a whole number of photos, not "${process.env.BENCH_PHOTOS}".`);
  process.exit(2);
}
const pages = ["/", "/products", "/products/red-onions"];
// What Chrome sends when a person opens a page, so that each request is counted as a view (server/visitors/).
// Each server picks its best pre-compressed file: ours the .br, nginx-light's the .gz (it has no brotli
// module), so the encoding and bytes columns show what a browser would get from each.
const pageHeaders = {
  "accept-encoding": "gzip, deflate, br, zstd",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "sec-fetch-site": "none",
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
};

type Row = {
  server: string;
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  requests: number;
  ok2xx: number;
  /** autocannon counts a timeout as an error too. */
  errors: number;
  timeouts: number;
  non2xx: number;
  status5xx: number;
  bytesPerResponse: number;
  encoding?: string;
  /** Stopped by the time cap rather than by its own end. */
  capped: boolean;
  /** CPU time the server's processes spent per 1,000 answers (user and system), when measured. */
  cpuMsPer1000?: number;
};

/**
 * CPU time used so far by a process and its children (nginx's workers), in ms, from /proc. The load
 * generator shares the machine and can be what limits requests/s: CPU per answer compares the servers alone.
 */
const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
function cpuMs(pid: number): number {
  const fields = (file: string) =>
    readFileSync(file, "utf8")
      .replace(/^.*\) /s, "")
      .split(" ");
  let ticks = 0;
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fields(`/proc/${entry}/stat`);
      // After "pid (comm) ": state, ppid, ... utime is field 14 of the whole line, stime 15.
      if (Number(entry) === pid || Number(stat[1]) === pid) ticks += Number(stat[11]) + Number(stat[12]);
    } catch {
      // A process that ended while we looked.
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

let running: autocannon.Instance | undefined;
let interrupted = false;

/** One autocannon run, stoppable on Ctrl-C and capped in time even when it counts requests (`amount`). */
function load(server: string, target: string, options: autocannon.Options & { connections: number }) {
  return new Promise<Row>((resolve, reject) => {
    let capped = false;
    const cap = setTimeout(
      () => {
        capped = true;
        running?.stop();
      },
      (3 * seconds + 30) * 1000,
    );
    running = autocannon({ duration: seconds, ...options }, (error, result) => {
      clearTimeout(cap);
      running = undefined;
      if (error) return reject(error);
      resolve({
        server,
        target,
        connections: options.connections,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        requests: result.requests.total,
        ok2xx: result["2xx"],
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        status5xx: result["5xx"],
        bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
        capped,
      });
    });
  });
}

/** The Content-Encoding a server picks for a browser, so a faster server is never just one sending less. */
async function encodingOf(url: string): Promise<string> {
  const response = await fetch(url, { headers: pageHeaders, signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.headers.get("content-encoding") ?? "identity";
}

async function loadPages(server: string, baseUrl: string, pid: number, rows: Row[]): Promise<void> {
  for (const page of pages) {
    if (interrupted) return;
    const encoding = await encodingOf(`${baseUrl}${page}`);
    // Unmeasured first seconds for each server alike: Node's JIT compiles the hot path, caches fill.
    await load(server, "warm-up", {
      url: `${baseUrl}${page}`,
      connections: 100,
      headers: pageHeaders,
      duration: Math.min(2, seconds),
    });
    if (interrupted) return;
    const cpuBefore = cpuMs(pid);
    const row = await load(server, page, {
      url: `${baseUrl}${page}`,
      connections: 100,
      headers: pageHeaders,
    });
    const cpuMsPer1000 = Math.round(((cpuMs(pid) - cpuBefore) / row.requests) * 10_000) / 10;
    rows.push({ ...row, encoding, cpuMsPer1000 });
    console.log(`  ${server} ${page}: ${row.requestsPerSecond} req/s`);
  }
}

function findNginx(): string | undefined {
  const dirs = ["/usr/sbin", "/usr/local/sbin", ...(process.env.PATH ?? "").split(path.delimiter)];
  return dirs
    .filter(Boolean)
    .map((dir) => path.join(dir, "nginx"))
    .find((file) => existsSync(file));
}

/** nginx serving build/client on its own loopback port, with everything it writes kept in `dir`. */
async function startNginx(binary: string, port: number, dir: string) {
  // `nginx -V` prints its version and build flags on stderr.
  const build = spawnSync(binary, ["-V"], { encoding: "utf8" }).stderr;
  const gzipStatic = build.includes("http_gzip_static_module");
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    // `worker_processes auto` as in Debian's own nginx.conf: what a stock install would do on this machine.
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  ${gzipStatic ? "gzip_static on;" : "# no gzip_static module in this build"}
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(projectRoot, "build/client")};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-p", `${dir}/`, "-c", config, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });
  // Ctrl-C twice or a crash: no nginx is left behind.
  process.once("exit", () => child.kill("SIGKILL"));
  const stop = async () => {
    if (!alive) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && alive; i++) {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) }).catch(() => undefined);
    if (response?.ok) {
      const version = /nginx\/(\S+)/.exec(build)?.[1] ?? "unknown";
      const pid = () => Number(readFileSync(path.join(dir, "nginx.pid"), "utf8"));
      return { url, stop, pid, version, gzipStatic, brotli: build.includes("brotli") };
    }
    await sleep(50);
  }
  await stop();
  throw new Error(`nginx did not answer on port ${port}:\n${stderr}`);
}

/** Columns padded to their widest cell; the first left-aligned, the rest right-aligned. */
function table(header: string[], body: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((row) => row[i]?.length ?? 0)));
  return [header, ...body]
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  "),
    )
    .join("\n");
}

execFileSync(process.execPath, ["scripts/build/ensure-build.ts"], { cwd: projectRoot, stdio: "inherit" });

const workDir = mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
const dataDir = path.join(workDir, "data");
const rows: Row[] = [];
const failures: string[] = [];
const enquiries = { answered2xx: 0, stored: 0 };
let photoBatch: { photos: number; allReadyMs: number; eachMs: number[]; apiRunMs: number } | undefined;
let nginxInfo: { version: string; gzipStatic: boolean; brotli: boolean } | undefined;
let sink: SmtpSink | undefined;
let server: ServerProcess | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

process.on("SIGINT", () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  console.log("\nInterrupted: stopping the load and the servers (Ctrl-C again to quit at once).");
  running?.stop();
});

try {
  console.log(
    `Load on 127.0.0.1, ${seconds} s per target; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  sink = await startSmtpSink();
  server = await startServer({
    port: await freePort(),
    dataDir,
    smtpPort: sink.port,
    // ACKNOWLEDGE=off from the environment measures the server without the buyers' acknowledgements.
    env: {
      RATE_LIMIT_MAX: "0",
      ...(process.env.ACKNOWLEDGE ? { ACKNOWLEDGE: process.env.ACKNOWLEDGE } : {}),
    },
  });
  const apiOnly = process.env.BENCH_ONLY === "api";
  const nginxBinary = apiOnly ? undefined : findNginx();
  if (nginxBinary) {
    nginx = await startNginx(nginxBinary, await freePort(), workDir);
    nginxInfo = { version: nginx.version, gzipStatic: nginx.gzipStatic, brotli: nginx.brotli };
  } else if (!apiOnly) {
    console.log("nginx not found (apt-get install nginx-light): no comparison.");
  }

  if (!apiOnly) await loadPages("node", server.url, server.pid, rows);
  // nginx right after ours, so both see the same machine.
  if (nginx) await loadPages("nginx", nginx.url, nginx.pid(), rows);

  let enquiryNumber = 0;
  const api = {
    url: `${server.url}/api/send-email`,
    connections: 50,
    method: "POST",
    headers: { "content-type": "application/json" },
    // A distinct valid enquiry per request (its number is in the name, e-mail and message).
    requests: [
      { setupRequest: (request) => ({ ...request, body: JSON.stringify(validEnquiry(enquiryNumber++)) }) },
    ],
  } satisfies autocannon.Options;
  if (!interrupted) {
    // A run by duration cuts the requests in flight when it ends: the server may store those without their
    // answers being counted. So a short warm-up measures the rate, and the measured run sends a fixed number
    // of enquiries (about BENCH_SECONDS long) and waits for every answer: stored must equal 2xx exactly.
    const warmUp = await load("node", "warm-up", { ...api, duration: Math.min(2, seconds) });
    await sleep(1_000); // the warm-up's cut requests settle before the count
    const storedBefore = countEnquiries(dataDir);
    const amount = Math.max(api.connections, Math.round(warmUp.requestsPerSecond * seconds));
    // The server's CPU per answer too: on a noisy host it moves far less than requests/s.
    // The photos are made before the clock starts: only their upload and processing overlap the load.
    const photos = await Promise.all(
      Array.from({ length: photoCount }, (_, i) => photoJpeg(4000, 3000, 2000 + i)),
    );
    const cookie = photoCount > 0 ? await signedInOwner(server.url, dataDir) : "";
    const cpuBefore = cpuMs(server.pid);
    const batchStart = performance.now();
    const batch = Promise.all(
      photos.map((bytes, i) => uploadPhoto(server?.url ?? "", cookie, bytes, `IMG_${i}.jpg`)),
    );
    const row = interrupted ? undefined : await load("node", "POST /api/send-email", { ...api, amount });
    const apiRunMs = performance.now() - batchStart;
    const uploads: Uploaded[] = await batch;
    if (photoCount > 0) {
      photoBatch = {
        photos: photoCount,
        allReadyMs: Math.round(Math.max(...uploads.map((u) => u.ms))),
        eachMs: uploads.map((u) => Math.round(u.ms)),
        apiRunMs: Math.round(apiRunMs),
      };
      for (const [i, upload] of uploads.entries())
        if (upload.status !== 201)
          failures.push(`photo ${i}: ${upload.status} ${JSON.stringify(upload.body)}`);
    }
    if (row && !interrupted) {
      rows.push({
        ...row,
        cpuMsPer1000: Math.round(((cpuMs(server.pid) - cpuBefore) / row.requests) * 10_000) / 10,
      });
      console.log(`  node POST /api/send-email: ${row.requestsPerSecond} req/s`);
      enquiries.answered2xx = row.ok2xx;
      enquiries.stored = countEnquiries(dataDir) - storedBefore;
      if (enquiries.stored !== enquiries.answered2xx) {
        failures.push(`${enquiries.stored} enquiries stored but ${enquiries.answered2xx} answered 2xx`);
      }
    }
  }
  if (!server.alive()) failures.push(`the server exited during the load:\n${server.output()}`);
} finally {
  await nginx?.stop();
  await server?.stop();
  await sink?.close();
  rmSync(workDir, { recursive: true, force: true });
}

for (const row of rows) {
  const name = `${row.server} ${row.target}`;
  if (row.errors > 0) failures.push(`${name}: ${row.errors} errors (${row.timeouts} of them timeouts)`);
  if (row.status5xx > 0) failures.push(`${name}: ${row.status5xx} answers 5xx`);
  // Every request is a valid one: a 404 or 400 would mean the benchmark measures the wrong thing.
  if (row.non2xx > row.status5xx) failures.push(`${name}: ${row.non2xx - row.status5xx} answers 1xx/3xx/4xx`);
  if (row.capped) failures.push(`${name}: stopped by the time cap before its last answer`);
}
if (interrupted) failures.push("interrupted");

/** Our requests/s over nginx's on the same page. */
function vsNginx(row: Row): number | undefined {
  const theirs = rows.find((other) => other.server === "nginx" && other.target === row.target);
  if (row.server !== "node" || !theirs?.requestsPerSecond) return undefined;
  return Math.round((row.requestsPerSecond / theirs.requestsPerSecond) * 100) / 100;
}
/** nginx's CPU per answer over ours on the same page: above 1, ours costs less per answer. */
function cpuVsNginx(row: Row): number | undefined {
  const theirs = rows.find((other) => other.server === "nginx" && other.target === row.target);
  if (row.server !== "node" || !theirs?.cpuMsPer1000 || !row.cpuMsPer1000) return undefined;
  return Math.round((theirs.cpuMsPer1000 / row.cpuMsPer1000) * 100) / 100;
}
console.log(
  `\nLatency in ms; errors include timeouts; B/resp is headers and body; "vs nginx" is our requests/s ` +
    "over nginx's on the same page; CPU/1k is the server's CPU ms per 1,000 answers (all its processes), " +
    '"CPU vs nginx" nginx\'s CPU per answer over ours (the load generator shares the 2 cores and may be what ' +
    "limits requests/s).",
);
console.log(
  table(
    [
      "target",
      "conn",
      "req/s",
      "p50",
      "p97.5",
      "p99",
      "errors",
      "timeouts",
      "non2xx",
      "enc",
      "B/resp",
      "vs nginx",
      "CPU/1k",
      "CPU vs nginx",
    ],
    rows.map((row) => [
      `${row.server} ${row.target}`,
      ...[row.connections, row.requestsPerSecond, row.p50, row.p97_5, row.p99].map(String),
      ...[row.errors, row.timeouts, row.non2xx].map(String),
      row.encoding ?? "",
      String(row.bytesPerResponse),
      vsNginx(row)?.toFixed(2) ?? "",
      row.cpuMsPer1000?.toFixed(1) ?? "",
      cpuVsNginx(row)?.toFixed(2) ?? "",
    ]),
  ),
);
if (enquiries.answered2xx > 0) {
  console.log(`Enquiries: ${enquiries.answered2xx} answered 2xx, ${enquiries.stored} stored in SQLite.`);
}
if (photoBatch) {
  console.log(
    `Photos: ${photoBatch.photos} 12-MP JPEGs uploaded at once as the enquiry POSTs started, all ready after ` +
      `${photoBatch.allReadyMs} ms (the POST run took ${photoBatch.apiRunMs} ms); each: ${photoBatch.eachMs.join(", ")} ms.`,
  );
}
if (nginxInfo && !nginxInfo.brotli) {
  console.log(
    `nginx ${nginxInfo.version} has no brotli module: it sends the .gz files where ours sends .br.`,
  );
}

const file = path.join(projectRoot, "reports/bench-server.json");
mkdirSync(path.dirname(file), { recursive: true });
const summary = {
  date: new Date().toISOString(),
  seconds,
  cores: os.cpus().length,
  loadAverage: os.loadavg()[0],
  nginx: nginxInfo ?? null,
  rows: rows.map((row) => ({ ...row, vsNginx: vsNginx(row), cpuVsNginx: cpuVsNginx(row) })),
  enquiries,
  photoBatch: photoBatch ?? null,
  failures,
};
writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Wrote ${path.relative(projectRoot, file)}.`);

for (const failure of failures) console.error(`FAILED: ${failure}`);
if (failures.length === 0)
  console.log("OK: no errors, timeouts or non-2xx answers; every 2xx enquiry stored.");
process.exit(interrupted ? 130 : failures.length === 0 ? 0 : 1);
