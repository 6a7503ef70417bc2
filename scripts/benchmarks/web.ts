// `npm run bench:web`: Lighthouse (default mobile settings, simulated throttling) on every route of the
// production build, 5 runs each after the CPU goes quiet; prints the median and the worst run per route,
// writes reports/bench-web.json and exits non-zero when a budget on the median, or the floor of the worst
// run's performance score, is missed. Routes: domain/page-paths.ts's pre-render list and a 404.
// Env: BENCH_PORT (default 3140; Chromium's debugging port is the next one), BENCH_RUNS (5), CHROME_PATH,
// BENCH_QUIET_IDLE (idle CPU share counted as quiet, 0.8), BENCH_MAX_WAIT (seconds to wait for it, 180),
// BENCH_ROUTES (comma-separated paths, default every route), BENCH_SKIP_BUILD=1 to measure the current build,
// BENCH_PHOTOS=1 to measure the site with photos published in a fresh data folder (photo-site.ts).
// First comes a control without budgets: the home page's own HTML with every script removed, served as
// brotli by a bare server. What it scores is the floor of this machine and of Lighthouse itself.
// A virtual machine's host may slow it down for minutes (idle CPU does not show it): Lighthouse's own
// benchmark index, taken at the start of each run, then falls to half, and so does every task, a page
// without script included. A run whose index is below BENCH_SLOW_HOST (0.85) of the best seen is measured
// again after a pause, up to BENCH_RETRIES (4) times; the count is printed and the runs' indexes are kept.
// One script read top to bottom as it runs, so past 350 lines on purpose; it drives the browser tests' system
// Chromium (tests/support/system-chromium.ts).
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliCompressSync } from "node:zlib";
import lighthouse, { type Result } from "lighthouse";
import { prerenderPaths, signInPath } from "#domain/page-paths.ts";
import { chromiumFlags, systemChromium } from "#tests/support/system-chromium.ts";
import { photoPageLcpMs, publishPhotos } from "./photo-site.ts";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 3140);
const debugPort = port + 1;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const quietIdle = Number(process.env.BENCH_QUIET_IDLE ?? 0.8);
const maxWaitMs = Number(process.env.BENCH_MAX_WAIT ?? 180) * 1000;
const slowHost = Number(process.env.BENCH_SLOW_HOST ?? 0.85);
const retries = Number(process.env.BENCH_RETRIES ?? 4);
const origin = `http://127.0.0.1:${port}`;
/** Any path the site lacks shows the NotFound page (status 404). */
const notFoundPath = "/no-such-page";
const routes = process.env.BENCH_ROUTES?.split(",") ?? [...prerenderPaths, signInPath, notFoundPath];

/** On the median of the runs, except worstPerformance: no single run may score below it. */
const budgets = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  worstPerformance: 95,
};
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

/**
 * Audits the NotFound page fails because it is a correct 404 page: its status code, its noindex tag, and
 * Chromium's console line about the 404 document. They are left out of that page's scores (and listed).
 */
const notFoundByDesign = ["http-status-code", "is-crawlable", "errors-in-console"];
/** The owner's sign-in page carries noindex on purpose: search engines have nothing to find there. */
const signInByDesign = ["is-crawlable"];
const byDesign = (route: string) =>
  route === notFoundPath ? notFoundByDesign : route === signInPath ? signInByDesign : [];

type Measure = {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  bytes: { total: number; script: number; stylesheet: number; font: number; image: number; document: number };
  requests: number;
  lcpElement: string;
  lcpInHtml: boolean;
  load: number;
  /** Lighthouse's CPU benchmark at the start of the run: how fast the machine was then. */
  benchmarkIndex: number;
  failedAudits: string[];
};

function sh(command: string): void {
  execSync(command, { cwd: root, stdio: "inherit" });
}

/** Share of CPU time spent idle over `ms`, across all cores. */
async function idleShare(ms: number): Promise<number> {
  const sample = () =>
    os.cpus().reduce(
      (t, c) => ({
        idle: t.idle + c.times.idle,
        all: t.all + Object.values(c.times).reduce((a, b) => a + b, 0),
      }),
      { idle: 0, all: 0 },
    );
  const before = sample();
  await sleep(ms);
  const after = sample();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/** Waits until the machine is quiet (other builds finished), or gives up after maxWaitMs and says so. */
async function waitForQuietCpu(): Promise<void> {
  const start = Date.now();
  let idle = await idleShare(2000);
  while (idle < quietIdle && Date.now() - start < maxWaitMs) {
    process.stdout.write(
      `  waiting for a quiet CPU (idle ${(idle * 100).toFixed(0)} %, load ${os.loadavg()[0]?.toFixed(2)})\r`,
    );
    idle = await idleShare(3000);
  }
  if (idle < quietIdle)
    console.warn(
      `\n  CPU still busy after ${maxWaitMs / 1000} s (idle ${(idle * 100).toFixed(0)} %): measuring anyway`,
    );
}

async function waitForUrl(url: string, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** Starts a helper process; its error output is shown unless it is Chromium's usual start-up noise. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}, quiet = false): ChildProcess {
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"],
  });
}

function normalise(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

type LcpNode = { snippet?: string; nodeLabel?: string; selector?: string };

/** The LCP element, and whether its text or image URL is already in the HTML the server sent. */
function checkLcp(lhr: Result, html: string): { element: string; inHtml: boolean } {
  const details = lhr.audits["lcp-breakdown-insight"]?.details as unknown as
    | { items?: { type: string }[] }
    | undefined;
  const node = details?.items?.find((i) => i.type === "node") as LcpNode | undefined;
  if (!node) return { element: "(none found)", inHtml: false };
  const element = `${node.selector ?? "?"} "${(node.nodeLabel ?? "").slice(0, 40)}"`;
  const image =
    /\b(?:src|srcset)="([^"\s]+)/.exec(node.snippet ?? "")?.[1] ??
    /url\(["']?([^"')]+)/.exec(node.snippet ?? "")?.[1];
  // Lighthouse gives an <img>'s src as the picture's chosen source, absolute ("http://…/photos/…-960.avif"):
  // the HTML names it by its path, in a srcset.
  if (image) return { element, inHtml: html.includes(image.replace(/^https?:\/\/[^/]+/, "")) };
  // nodeLabel is the element's text, cut by Lighthouse; its start must be in the page's own HTML text.
  const label = normalise(node.nodeLabel ?? "")
    .replace(/…$/, "")
    .slice(0, 60);
  return { element, inHtml: label.length > 0 && normalise(html).includes(label) };
}

function score(lhr: Result, category: Category, excluded: string[]): number {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  let sum = 0;
  let weights = 0;
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || ref.weight === 0 || excluded.includes(ref.id)) continue;
    sum += audit.score * ref.weight;
    weights += ref.weight;
  }
  return weights === 0 ? 0 : Math.round((sum / weights) * 100);
}

const lhrDir = path.join(root, "reports/lighthouse");

async function measure(route: string, run: number, base = origin): Promise<Measure> {
  const url = `${base}${route}`;
  const isNotFound = route === notFoundPath;
  const html = await (await fetch(url)).text();
  const result = await lighthouse(url, {
    port: debugPort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    ignoreStatusCode: isNotFound,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // Every full report is kept for a closer look (Lighthouse's viewer opens these JSON files).
  const name = `${base === origin ? "" : "control-"}${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}`;
  writeFileSync(path.join(lhrDir, `${name}-${run}.json`), JSON.stringify(lhr));
  const excluded = byDesign(route);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  type SummaryRow = { resourceType: string; transferSize: number; requestCount: number };
  const summaryDetails = lhr.audits["resource-summary"]?.details as unknown as
    | { items?: SummaryRow[] }
    | undefined;
  const summary = summaryDetails?.items ?? [];
  const bytesOf = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const lcp = checkLcp(lhr, html);
  const failedAudits = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        !["informative", "manual", "notApplicable"].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id} (${a.score})`);
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(lhr, c, excluded)])) as Record<
      Category,
      number
    >,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
    bytes: {
      total: bytesOf("total"),
      script: bytesOf("script"),
      stylesheet: bytesOf("stylesheet"),
      font: bytesOf("font"),
      image: bytesOf("image"),
      document: bytesOf("document"),
    },
    requests: summary.find((i) => i.resourceType === "total")?.requestCount ?? 0,
    lcpElement: lcp.element,
    lcpInHtml: lcp.inHtml,
    load: os.loadavg()[0] ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits,
  };
}

let fastestHost = 0;
let rerunCount = 0;

/** One run on a quiet machine at its usual speed: measured again while the host runs slow (see the top). */
async function measureOnQuietHost(route: string, run: number, base = origin): Promise<Measure> {
  for (let attempt = 0; ; attempt++) {
    await waitForQuietCpu();
    const m = await measure(route, run, base);
    fastestHost = Math.max(fastestHost, m.benchmarkIndex);
    if (m.benchmarkIndex >= slowHost * fastestHost || attempt >= retries) return m;
    rerunCount++;
    console.log(
      `  ${route} run ${run}: host slow (benchmark index ${m.benchmarkIndex.toFixed(0)} < ${slowHost} × ${fastestHost.toFixed(0)}), measuring again`,
    );
    await sleep(15_000);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The control: the home page's HTML without a single script, brotli-compressed like ours, on a bare Node
 * server; every other path (icons, lazy images) is fetched from the app.
 */
function startControl(controlPort: number): ReturnType<typeof createServer> {
  const html = readFileSync(path.join(root, "build/client/index.html"), "utf8").replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/gi,
    "",
  );
  const body = brotliCompressSync(html);
  return createServer(async (request, response) => {
    if (request.url === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" });
      response.end(body);
      return;
    }
    const upstream = await fetch(`${origin}${request.url}`);
    response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "" });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  }).listen(controlPort, "127.0.0.1");
}

/**
 * The Arabic pages name Noto Sans Arabic first, the face Android and ChromeOS phones carry. A machine without it
 * (Debian: fonts-noto-core) sends each Arabic run through fontconfig's fallback, a cost no buyer's phone pays:
 * its first layout takes about twice as long (docs/performance-log.md). Say so, not measure it silently.
 */
function warnWithoutArabicFace(): void {
  if (!routes.some((route) => route === "/ar" || route.startsWith("/ar/"))) return;
  let faces = "";
  try {
    faces = execSync('fc-list "Noto Sans Arabic"', { encoding: "utf8" });
  } catch {}
  if (!faces.trim()) {
    console.log(
      "warning: no Noto Sans Arabic on this machine (apt-get install fonts-noto-core): /ar pages measure slower than on a phone",
    );
  }
}

if (process.env.BENCH_SKIP_BUILD !== "1") sh("npm run build");
warnWithoutArabicFace();
const withPhotos = process.env.BENCH_PHOTOS === "1";
const photoData = withPhotos ? mkdtempSync(path.join(os.tmpdir(), "bench-web-photos-")) : undefined;
const server = start(process.execPath, ["server/main.ts"], {
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  ...(photoData ? { DATA_DIR: photoData, RATE_LIMIT_MAX: "0" } : {}),
});
mkdirSync(lhrDir, { recursive: true });
const profile = mkdtempSync(path.join(os.tmpdir(), "bench-chrome-"));
const chrome = start(
  systemChromium(),
  [
    "--headless=new",
    ...chromiumFlags,
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ],
  {},
  true,
);
const controlPort = port + 2;
const control = startControl(controlPort);
const stopAll = () => {
  server.kill();
  chrome.kill();
  control.close();
};
process.once("SIGINT", () => {
  stopAll();
  process.exit(130);
});

let controlMedian:
  | { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; performance: number }
  | undefined;
const report: {
  route: string;
  median: Omit<Measure, "lcpElement" | "failedAudits">;
  worst: { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  runs: Measure[];
  misses: string[];
}[] = [];
try {
  await waitForUrl(`${origin}/`, "The server");
  await waitForUrl(`http://127.0.0.1:${debugPort}/json/version`, "Chromium");
  if (photoData) {
    await publishPhotos(origin, photoData);
    budgets.lcpMs = photoPageLcpMs;
    console.log(
      `three photos published (the first product's, the hero's, About's); LCP bound ${photoPageLcpMs} ms`,
    );
  }
  const loadAtStart = os.loadavg();
  console.log(
    `Lighthouse ${runs}× per route, mobile, simulated throttling; load average ${loadAtStart.map((l) => l.toFixed(2)).join(" ")} on ${os.cpus().length} cores`,
  );
  const controls: Measure[] = [];
  for (let run = 1; run <= runs; run++) {
    controls.push(await measureOnQuietHost("/", run, `http://127.0.0.1:${controlPort}`));
  }
  const controlOf = (pick: (m: Measure) => number) => median(controls.map(pick));
  controlMedian = {
    fcpMs: controlOf((m) => m.fcpMs),
    lcpMs: controlOf((m) => m.lcpMs),
    tbtMs: controlOf((m) => m.tbtMs),
    cls: controlOf((m) => m.cls),
    performance: controlOf((m) => m.scores.performance),
  };
  const c = controlMedian;
  console.log(
    `\ncontrol: / without any script (no budget)\n  median      FCP ${(c.fcpMs / 1000).toFixed(2)} s  LCP ${(c.lcpMs / 1000).toFixed(2)} s  TBT ${c.tbtMs.toFixed(0)} ms  CLS ${c.cls.toFixed(3)}  perf ${c.performance}   (TBT runs: ${controls.map((m) => m.tbtMs.toFixed(0)).join("/")}; benchmark index ${controls.map((m) => m.benchmarkIndex.toFixed(0)).join("/")})`,
  );
  for (const route of routes) {
    const measures: Measure[] = [];
    for (let run = 1; run <= runs; run++) {
      measures.push(await measureOnQuietHost(route, run));
      process.stdout.write(`  ${route} run ${run}/${runs} done                                        \r`);
    }
    const med = (pick: (m: Measure) => number) => median(measures.map(pick));
    const medianMeasure = {
      scores: Object.fromEntries(categories.map((c) => [c, med((m) => m.scores[c])])) as Record<
        Category,
        number
      >,
      fcpMs: med((m) => m.fcpMs),
      lcpMs: med((m) => m.lcpMs),
      tbtMs: med((m) => m.tbtMs),
      cls: med((m) => m.cls),
      speedIndexMs: med((m) => m.speedIndexMs),
      bytes: {
        total: med((m) => m.bytes.total),
        script: med((m) => m.bytes.script),
        stylesheet: med((m) => m.bytes.stylesheet),
        font: med((m) => m.bytes.font),
        image: med((m) => m.bytes.image),
        document: med((m) => m.bytes.document),
      },
      requests: med((m) => m.requests),
      lcpInHtml: measures.every((m) => m.lcpInHtml),
      load: med((m) => m.load),
      benchmarkIndex: med((m) => m.benchmarkIndex),
    };
    const misses: string[] = [];
    for (const c of categories) {
      if (medianMeasure.scores[c] < budgets[c])
        misses.push(`${c} ${medianMeasure.scores[c]} < ${budgets[c]}`);
    }
    if (medianMeasure.fcpMs > budgets.fcpMs)
      misses.push(`FCP ${medianMeasure.fcpMs.toFixed(0)} ms > ${budgets.fcpMs}`);
    const worstPerformance = Math.min(...measures.map((m) => m.scores.performance));
    if (worstPerformance < budgets.worstPerformance)
      misses.push(`worst run's performance ${worstPerformance} < ${budgets.worstPerformance}`);
    if (medianMeasure.lcpMs > budgets.lcpMs)
      misses.push(`LCP ${medianMeasure.lcpMs.toFixed(0)} ms > ${budgets.lcpMs}`);
    if (medianMeasure.tbtMs > budgets.tbtMs)
      misses.push(`TBT ${medianMeasure.tbtMs.toFixed(0)} ms > ${budgets.tbtMs}`);
    if (medianMeasure.cls > budgets.cls) misses.push(`CLS ${medianMeasure.cls.toFixed(3)} > ${budgets.cls}`);
    if (!medianMeasure.lcpInHtml)
      misses.push(
        `LCP element not in the pre-rendered HTML: ${measures.map((m) => m.lcpElement).join(" | ")}`,
      );
    const worst = (pick: (m: Measure) => number) => Math.max(...measures.map(pick));
    const worstRun = {
      performance: worstPerformance,
      fcpMs: worst((m) => m.fcpMs),
      lcpMs: worst((m) => m.lcpMs),
      tbtMs: worst((m) => m.tbtMs),
      cls: worst((m) => m.cls),
    };
    report.push({ route, median: medianMeasure, worst: worstRun, runs: measures, misses });
    printRoute(route, medianMeasure, worstRun, measures, misses);
  }
} finally {
  stopAll();
  rmSync(profile, { recursive: true, force: true });
  if (photoData) rmSync(photoData, { recursive: true, force: true });
}

function printRoute(
  route: string,
  m: (typeof report)[number]["median"],
  w: (typeof report)[number]["worst"],
  measures: Measure[],
  misses: string[],
): void {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\n${route}${byDesign(route).length > 0 ? ` (left out by design: ${byDesign(route).join(", ")})` : ""}`,
  );
  console.log(
    `  scores      perf ${m.scores.performance}  a11y ${m.scores.accessibility}  best practices ${m.scores["best-practices"]}  SEO ${m.scores.seo}   (runs: ${measures.map((x) => x.scores.performance).join("/")})`,
  );
  console.log(
    `  median      FCP ${s(m.fcpMs)}  LCP ${s(m.lcpMs)}  TBT ${m.tbtMs.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  Speed Index ${s(m.speedIndexMs)}   (TBT runs: ${measures.map((x) => x.tbtMs.toFixed(0)).join("/")})`,
  );
  console.log(
    `  worst       FCP ${s(w.fcpMs)}  LCP ${s(w.lcpMs)}  TBT ${w.tbtMs.toFixed(0)} ms  CLS ${w.cls.toFixed(3)}  performance ${w.performance}`,
  );
  console.log(
    `  transferred ${kb(m.bytes.total)} in ${m.requests} requests: JS ${kb(m.bytes.script)}, CSS ${kb(m.bytes.stylesheet)}, fonts ${kb(m.bytes.font)}, images ${kb(m.bytes.image)}, HTML ${kb(m.bytes.document)}`,
  );
  console.log(
    `  LCP element ${measures[0]?.lcpElement} ${m.lcpInHtml ? "(in the pre-rendered HTML)" : "(NOT in the pre-rendered HTML)"}; load ${m.load.toFixed(2)}; benchmark index ${measures.map((x) => x.benchmarkIndex.toFixed(0)).join("/")}`,
  );
  const failing = [...new Set(measures.flatMap((x) => x.failedAudits))];
  if (failing.length > 0) console.log(`  audits below 1: ${failing.join(", ")}`);
  for (const miss of misses) console.log(`  MISSED: ${miss}`);
}

const file = path.join(root, "reports/bench-web.json");
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg(), cores: os.cpus().length, budgets, control: controlMedian, fastestHost, rerunsOnSlowHost: rerunCount, routes: report }, null, 2)}\n`,
);
const missed = report.filter((r) => r.misses.length > 0);
console.log(
  `\nRuns measured again on a slow host: ${rerunCount}. Wrote ${path.relative(root, file)}. ${missed.length === 0 ? "Every budget met." : `${missed.length} route(s) missed a budget.`}`,
);
// The control runs no script of ours: when it misses a timing budget too, the misses say more about the host
// (a neighbour's load the benchmark index at a run's start did not catch) than about our pages.
const controlMisses = (["fcpMs", "lcpMs", "tbtMs"] as const).filter(
  (key) => (controlMedian?.[key] ?? 0) > budgets[key],
);
if (missed.length > 0 && controlMisses.length > 0) {
  console.log(
    `The control without any script missed ${controlMisses.join(", ")} as well: the host was noisy; measure again when it is quiet.`,
  );
}
process.exit(missed.length === 0 ? 0 : 1);
