// `npm test`: every check the project has, in order, ending with one line "N passed, N failed".
// Test counts come from the runners' JSON reports; a step that is not a test runner counts as one check.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Tally = { passed: number; failed: number; names?: string[] };
type Step = { name: string; command: string; tally?: () => Tally };

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(reports, file), "utf8"));
  } catch {
    return undefined;
  }
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
};

function vitestTally(file = "vitest.json"): Tally {
  const report = readJson(file) as VitestReport | undefined;
  if (!report) return { passed: 0, failed: 1 };
  const names = report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${path.relative(root, result.name)} › ${test.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, names };
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};

// A flaky test passed on retry, but counts as failed: CI should not get greener by retrying.
function playwrightFailures(suite: PlaywrightSuite, file = ""): string[] {
  const where = suite.file ?? file;
  return [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status !== "expected" && test.status !== "skipped"))
      .map((spec) => `tests/e2e/${where}:${spec.line} › ${spec.title}`),
    ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, where)),
  ];
}

function playwrightTally(): Tally {
  const report = readJson("playwright.json") as
    | { stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] }
    | undefined;
  if (!report) return { passed: 0, failed: 1 };
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    names: report.suites.flatMap((suite) => playwrightFailures(suite)),
  };
}

const steps: Step[] = [
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  { name: "build", command: "npm run build" },
  { name: "byte budgets", command: "node scripts/checks/budgets.ts" },
  {
    name: "unit tests",
    command: "npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json",
    tally: () => vitestTally(),
  },
  {
    // The fault suite at its short size; `npm run test:faults` runs the full one.
    name: "fault tests",
    command:
      "npx vitest run --config tests/faults/vitest.config.ts --reporter=default --reporter=json --outputFile.json=reports/faults.json",
    tally: () => vitestTally("faults.json"),
  },
  {
    // The real Caddy in front of the real server (skipped, with a message, where caddy is not installed), and
    // a backup under load restored on a fresh data folder.
    name: "deployment tests",
    command:
      "npx vitest run --config tests/deploy/vitest.config.ts --reporter=default --reporter=json --outputFile.json=reports/deploy.json",
    tally: () => vitestTally("deploy.json"),
  },
  {
    name: "browser tests",
    command: "npx playwright test",
    tally: playwrightTally,
  },
];

const total: Tally = { passed: 0, failed: 0 };
// Repeated at the end, where a log cut to its last lines still shows what failed.
const recap: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const run = spawnSync(step.command, {
    cwd: root,
    shell: true,
    stdio: "inherit",
    env: { ...process.env, PW_JSON_REPORT: path.join(reports, "playwright.json") },
  });
  const ok = run.status === 0;
  const tally = step.tally ? step.tally() : ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  // A runner that exits non-zero with no failed test (a crash, a config error) still fails the run.
  if (!ok && tally.failed === 0) tally.failed = 1;
  const line = `=== ${step.name}: ${ok ? "ok" : "FAILED"} (${tally.passed} passed, ${tally.failed} failed)`;
  console.log(line);
  recap.push(line, ...(tally.names ?? []).map((name) => `    failed: ${name}`));
  total.passed += tally.passed;
  total.failed += tally.failed;
}

console.log(`\n${recap.join("\n")}\n\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
