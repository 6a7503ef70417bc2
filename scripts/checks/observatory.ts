// `npm run check:observatory`: the MDN HTTP Observatory scanner against the built site behind the real Caddy
// (deploy/Caddyfile, Caddy's own CA) on ports 80 and 443 of this machine; prints the grade and score of each
// test and fails below A+. Needs root (or the right to bind ports 80 and 443) and those ports free; not part of
// `npm test` for that reason.
//
// The scanner is installed at run time into .cache/observatory, not in package.json: its install scripts
// download lists and a CA bundle, which fails without the open internet (and would break `npm ci`).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findCaddy, startCaddy } from "#tests/support/caddy.ts";
import { freePort } from "#tests/support/reliability/ports.ts";
import { projectRoot, startServer } from "#tests/support/reliability/server-process.ts";

const scanner = "@mdn/mdn-http-observatory@1.4.8";
const cache = path.join(projectRoot, ".cache/observatory");
const modules = path.join(cache, "node_modules");
const packageDir = path.join(modules, "@mdn/mdn-http-observatory");

type TestResult = { pass: boolean | null; result: string; scoreModifier: number };
type Report = {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, TestResult>;
  error?: string;
};

function installScanner(): void {
  if (!existsSync(path.join(packageDir, "bin/wrapper.js"))) {
    console.log(`Installing ${scanner} into .cache/observatory (its install scripts skipped)...`);
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        cache,
        "--ignore-scripts",
        "--no-save",
        "--no-package-lock",
        "--no-audit",
        "--no-fund",
        scanner,
      ],
      { stdio: "inherit" },
    );
  }
  // What the skipped install scripts would have downloaded: the HSTS preload list (our domain is on no such
  // list here; an empty one is the truth for `localhost`).
  writeFileSync(path.join(packageDir, "conf/hsts-preload.json"), "{}\n");
}

/** The scanner sets NODE_EXTRA_CA_CERTS to this file itself: Caddy's root certificate must be there. */
function trustCaddy(rootCertificate: string): void {
  const bundle = path.join(modules, "node_extra_ca_certs_mozilla_bundle/ca_bundle");
  mkdirSync(bundle, { recursive: true });
  writeFileSync(path.join(bundle, "ca_intermediate_bundle.pem"), rootCertificate);
}

function scan(host: string): Report {
  const run = spawnSync(process.execPath, [path.join(packageDir, "bin/wrapper.js"), host], {
    encoding: "utf8",
    timeout: 120_000,
  });
  try {
    return JSON.parse(run.stdout) as Report;
  } catch {
    return { error: `The scanner printed no report (exit ${run.status}):\n${run.stdout}${run.stderr}` };
  }
}

const caddyBinary = findCaddy();
if (!caddyBinary) {
  console.error("check:observatory needs Caddy: apt-get install caddy");
  process.exit(1);
}
execFileSync(process.execPath, ["scripts/build/ensure-build.ts"], { cwd: projectRoot, stdio: "inherit" });
installScanner();

const dataDir = mkdtempSync(path.join(tmpdir(), "observatory-"));
// No mail leaves: the SMTP port is a free one nobody listens on, and the scan posts no enquiry.
const server = await startServer({
  port: await freePort(),
  dataDir,
  smtpPort: await freePort(),
  env: { TRUST_PROXY: "1" },
});
let failed = true;
try {
  const caddy = await startCaddy(caddyBinary, {
    upstream: new URL(server.url).host,
    httpPort: 80,
    httpsPort: 443,
  });
  try {
    trustCaddy(caddy.rootCertificate);
    const report = scan(caddy.domain);
    if (!report.scan || !report.tests) throw new Error(report.error ?? "The scanner answered no grade.");
    for (const [name, test] of Object.entries(report.tests)) {
      const mark = test.pass ? "pass" : "FAIL";
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`  ${mark}  ${name.padEnd(34)} ${modifier.padStart(4)}  ${test.result}`);
    }
    const { grade, score, testsPassed, testsQuantity } = report.scan;
    console.log(
      `\nMDN HTTP Observatory: grade ${grade}, score ${score} (${testsPassed} of ${testsQuantity} tests passed)`,
    );
    failed = grade !== "A+";
    if (failed) console.error("Below A+: see the failed tests above.");
  } finally {
    await caddy.stop();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
