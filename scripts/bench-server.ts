// `npm run bench:server`: load on the production server process, on loopback only. Static pages (100
// connections) and the enquiry API (50 connections, valid enquiries, rate limit off), then the same pages
// served by nginx from the same build for a yardstick. Prints requests/s and latency percentiles, writes
// reports/bench-server.json, and exits non-zero on any error, timeout or 5xx, or when the enquiries stored
// differ from the 2xx answers. Env: BENCH_SECONDS (20 per target).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { validEnquiry } from "../tests/reliability/enquiries.ts";
import { countEnquiries } from "../tests/reliability/enquiry-db.ts";
import { freePort } from "../tests/reliability/ports.ts";
import { projectRoot, startServer } from "../tests/reliability/server-process.ts";
import { startSmtpSink } from "../tests/reliability/smtp-sink.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const pages = ["/", "/products", "/products/red-onions"];
// Both servers send their pre-compressed gzip files (nginx's gzip_static has no brotli twin here).
const pageHeaders = { "accept-encoding": "gzip" };

type Row = {
  target: string;
  server: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  total: number;
  ok2xx: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  status5xx: number;
};

async function load(
  server: string,
  target: string,
  options: autocannon.Options & { connections: number },
): Promise<Row> {
  const result = await autocannon({ duration: seconds, ...options });
  const status5xx = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, stat]) => sum + Number(stat.count), 0);
  return {
    target,
    server,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    total: result.requests.total,
    ok2xx: result["2xx"],
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx,
  };
}

function print(row: Row): void {
  console.log(
    `${`${row.server} ${row.target}`.padEnd(34)} ${String(row.connections).padStart(4)} ` +
      `${String(row.requestsPerSecond).padStart(8)} ${String(row.p50).padStart(6)} ${String(row.p97_5).padStart(7)} ` +
      `${String(row.p99).padStart(6)} ${String(row.errors + row.timeouts).padStart(7)} ${String(row.non2xx).padStart(7)}`,
  );
}

/** nginx serving build/client as a static site, on its own loopback port; undefined when nginx is missing. */
async function startNginx(port: number, dir: string) {
  const binary = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find(existsSync);
  if (!binary) return undefined;
  const root = path.join(projectRoot, "build/client");
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-c", config, "-p", dir, "-g", "daemon off;"], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/`).catch(() => undefined))?.ok) return { child, url };
    await sleep(50);
  }
  child.kill();
  throw new Error(`nginx did not answer on port ${port}; see ${dir}/error.log`);
}

execFileSync(process.execPath, ["scripts/ensure-build.ts"], { cwd: projectRoot, stdio: "inherit" });
const workDir = mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
const dataDir = path.join(workDir, "data");
const sink = await startSmtpSink();
const server = await startServer({
  port: await freePort(),
  dataDir,
  smtpPort: sink.port,
  env: { RATE_LIMIT_MAX: "0", LOG_LEVEL: "warn" },
});
const nginx = await startNginx(await freePort(), workDir);
const stopAll = async () => {
  nginx?.child.kill();
  await server.stop();
  await sink.close();
  rmSync(workDir, { recursive: true, force: true });
};
process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));

const rows: Row[] = [];
const failures: string[] = [];

/** The static pages, one after the other, at 100 connections each. */
async function loadPages(name: string, baseUrl: string): Promise<void> {
  for (const page of pages) {
    const row = await load(name, page, { url: `${baseUrl}${page}`, connections: 100, headers: pageHeaders });
    rows.push(row);
    print(row);
  }
}
try {
  console.log(
    `Load on 127.0.0.1, ${seconds} s per target; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(`${"target".padEnd(34)} conn   req/s    p50   p97.5    p99  errors  non2xx   (latency in ms)`);
  await loadPages("node", server.url);

  const enquiry = validEnquiry(0);
  const apiOptions = {
    url: `${server.url}/api/send-email`,
    connections: 50,
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    // Every enquiry differs ([<id>] becomes a fresh id), as real ones do.
    body: JSON.stringify({ ...enquiry, message: `${enquiry.message} Load [<id>]` }),
    idReplacement: true,
  };
  // A run by duration cuts the requests in flight when it stops, so their answers are never counted while
  // the server may still store them. So a 2 s warm-up measures the rate, and the measured run sends a fixed
  // number of enquiries (about `seconds` long) and waits for every answer: stored must equal 2xx exactly.
  const warmUp = await load("node", "warm-up", { ...apiOptions, duration: 2 });
  await sleep(1000);
  const storedBefore = countEnquiries(dataDir);
  const api = await load("node", "POST /api/send-email", {
    ...apiOptions,
    amount: Math.max(apiOptions.connections, Math.round(warmUp.requestsPerSecond * seconds)),
  });
  rows.push(api);
  print(api);
  const stored = countEnquiries(dataDir) - storedBefore;
  console.log(`enquiries: ${api.ok2xx} answered 2xx, ${stored} stored`);
  if (stored !== api.ok2xx) failures.push(`${stored} enquiries stored but ${api.ok2xx} answered 2xx`);

  if (nginx) {
    await loadPages("nginx", nginx.url);
    for (const page of pages) {
      const ours = rows.find((r) => r.server === "node" && r.target === page);
      const theirs = rows.find((r) => r.server === "nginx" && r.target === page);
      if (ours && theirs) {
        console.log(
          `${page}: node serves ${(ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)}× nginx's requests/s`,
        );
      }
    }
  } else {
    console.log("nginx not found (apt-get install nginx-light): no comparison");
  }
} finally {
  await stopAll();
}

for (const row of rows) {
  if (row.errors + row.timeouts > 0)
    failures.push(`${row.server} ${row.target}: ${row.errors} errors, ${row.timeouts} timeouts`);
  if (row.status5xx > 0) failures.push(`${row.server} ${row.target}: ${row.status5xx} answers 5xx`);
}

const file = path.join(projectRoot, "reports/bench-server.json");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), seconds, cores: os.cpus().length, rows, failures }, null, 2)}\n`,
);
console.log(`\nWrote ${path.relative(projectRoot, file)}.`);
for (const failure of failures) console.log(`FAILED: ${failure}`);
console.log(failures.length === 0 ? "No errors, no 5xx, every acknowledged enquiry stored." : "");
process.exit(failures.length === 0 ? 0 : 1);
