import { execFileSync, execSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { versionOneDatabase } from "#tests/support/first-release-database.ts";
import { tempDir, validEnquiry } from "#tests/support/test-helper.ts";
import { databaseFileName, openDatabase, schemaVersion } from "../database/database.ts";
import { createSiteContentStore, seedAuthor } from "../site-content/store.ts";
import { noArrival } from "./enquiry-arrival.ts";
import { createEnquiryStore } from "./enquiry-store.ts";

const script = path.join(import.meta.dirname, "cli.ts");
// The backup and restore tests run the command several times, each a new Node process (slow on a busy machine).
const cliTimeout = 30_000;

/** The command's exit code and what it printed, for the runs that must fail. */
function attempt(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    env: { DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

function run(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [script, ...args], {
    env: { DATA_DIR: dataDir },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function dataWithTwoEnquiries(): Promise<string> {
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  const store = createEnquiryStore(db, () => new Date("2026-11-20T09:30:00Z"));
  const sent = store.add(validEnquiry, { clientIp: "203.0.113.7", userAgent: "Firefox" });
  store.markSent(sent.id);
  const tricky = store.add(
    {
      ...validEnquiry,
      name: '=HYPERLINK("http://evil.example","click")',
      company: "Rao, Sons & \u001b[31mCo",
      message: 'He said "hi",\nthen left',
      quote: { product: "chickpeas", quantity: 2, unit: "40 ft containers", incoterm: "CIF", samples: true },
    },
    {
      clientIp: "198.51.100.9",
      userAgent: "",
      arrival: {
        ...noArrival,
        arrivalPage: "/products/chickpeas",
        arrivalReferrer: "google.com",
        utmSource: "newsletter",
        language: "de-CH",
      },
      siteLanguage: "es",
    },
  );
  store.markFailed(tricky.id, "connect ECONNREFUSED", 0);
  db.close();
  return dataDir;
}

/** Reads RFC 4180 CSV the way a spreadsheet does. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [[]];
  const cells = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n|$)/g;
  for (const [, raw = "", end] of csv.replace(/^\uFEFF/, "").matchAll(cells)) {
    rows.at(-1)?.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end === "\r\n") rows.push([]);
    if (end === "") break;
  }
  return rows.filter((row) => row.length > 1);
}

test("owner can list every enquiry with its delivery state", async () => {
  const output = run(await dataWithTwoEnquiries(), "list");
  const lines = output.trim().split("\n");
  expect(lines[0]).toMatch(
    /^Received \(UTC\)\s+Delivery\s+Name\s+Company\s+Email\s+Mobile\s+Message\s+Quote\s+Came from\s+Id$/,
  );
  expect(lines[1]).toMatch(
    /^2026-11-20 09:30\s+sent\s+Asha Rao\s+Rao Foods\s+asha@example\.com\s+919876543210/,
  );
  expect(lines[2]).toMatch(/^2026-11-20 09:30\s+pending, 1 failed try\s+=HYPERLINK/);
  expect(lines[2]).toMatch(/chickpeas 2 40 ft conta…\s+newsletter/);
  expect(output).not.toContain("\u001b");
  expect(output).toContain("2 enquiries: 1 sent, 1 pending.");
});

test("owner can export every enquiry as CSV that a spreadsheet reads safely", async () => {
  const csv = run(await dataWithTwoEnquiries(), "export", "--csv");
  expect(csv.startsWith("\uFEFFid,received_at,name,company,email,phone,message,")).toBe(true);
  const [header = [], first, second] = parseCsv(csv);
  const column = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)];
  expect(column(first, "delivery_state")).toBe("sent");
  expect(column(second, "delivery_state")).toBe("pending");
  expect(column(second, "last_error")).toBe("connect ECONNREFUSED");
  expect(column(second, "name")).toBe('\'=HYPERLINK("http://evil.example","click")');
  expect(column(second, "company")).toBe("Rao, Sons & \u001b[31mCo");
  expect(column(second, "message")).toBe('He said "hi",\nthen left');
  expect(column(second, "client_ip")).toBe("198.51.100.9");
  // The quote and the arrival, a column each.
  expect(column(first, "quote_product")).toBe("");
  expect(column(second, "quote_product")).toBe("chickpeas");
  expect(column(second, "quote_quantity")).toBe("2");
  expect(column(second, "quote_unit")).toBe("40 ft containers");
  expect(column(second, "quote_port")).toBe("");
  expect(column(second, "quote_incoterm")).toBe("CIF");
  expect(column(second, "quote_samples")).toBe("1");
  expect(column(second, "first_page")).toBe("/products/chickpeas");
  expect(column(second, "referrer")).toBe("google.com");
  expect(column(second, "utm_source")).toBe("newsletter");
  expect(column(second, "language")).toBe("de-CH");
  // The language of the site's page it was sent from; English for one stored without it.
  expect(column(first, "site_language")).toBe("en");
  expect(column(second, "site_language")).toBe("es");
});

test("an empty data folder and a wrong command are explained", async () => {
  const dataDir = await tempDir();
  expect(run(dataDir, "list")).toContain("0 enquiries");
  const wrong = spawnSync(process.execPath, [script, "export"], {
    env: { DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(wrong.status).toBe(2);
  expect(wrong.stderr).toContain("npm run enquiries -- export --csv");
});

test("the documented npm command writes a clean CSV file, without npm's banner", async () => {
  const dataDir = await dataWithTwoEnquiries();
  const file = path.join(dataDir, "enquiries.csv");
  execSync(`npm run enquiries -- export --csv > "${file}"`, {
    cwd: path.join(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const csv = await readFile(file, "utf8");
  expect(csv.startsWith("\uFEFFid,received_at,")).toBe(true);
  expect(parseCsv(csv)).toHaveLength(3);
});

test(
  "a backup restored into a fresh data folder holds every enquiry with its delivery state, and the site's content",
  async () => {
    const dataDir = await dataWithTwoEnquiries();
    const db = openDatabase(dataDir);
    const site = createSiteContentStore(db);
    const content = defaultSiteContent();
    content.company.contact.phone = "+91 90000 00001";
    const published = site.startVersion(content, "owner@example.com", { revision: 0 });
    if ("stale" in published) throw new Error("the draft is at revision 0");
    site.endVersion(published.version, { state: "published" }, { done: 1, total: 1 });
    db.close();
    const file = path.join(await tempDir(), "enquiries-backup.db");
    expect(run(dataDir, "backup", file)).toContain(
      `Backed up 2 enquiries (schema version ${schemaVersion}) to ${file}.`,
    );
    // Personal data: readable by its owner only; one self-contained file, no -wal beside it.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}-wal`)).toBe(false);

    const fresh = path.join(await tempDir(), "data");
    const restored = run(fresh, "restore", file);
    expect(restored).toContain(`Restored 2 enquiries (schema version ${schemaVersion})`);
    expect(restored).not.toContain("kept as");
    expect(run(fresh, "list")).toBe(run(dataDir, "list"));
    const restoredDb = openDatabase(fresh);
    const restoredSite = createSiteContentStore(restoredDb);
    expect(restoredSite.history().map((v) => [v.version, v.by])).toEqual([
      [2, "owner@example.com"],
      [1, seedAuthor],
    ]);
    expect(restoredSite.publishedContent().company.contact.phone).toBe("+91 90000 00001");
    restoredDb.close();
  },
  cliTimeout,
);

test(
  "restore keeps the current database aside and accepts a copy of the first schema version",
  async () => {
    const dataDir = await dataWithTwoEnquiries();
    const oldRelease = await tempDir();
    versionOneDatabase(oldRelease, 5);
    const output = run(dataDir, "restore", path.join(oldRelease, databaseFileName));
    expect(output).toContain("Restored 5 enquiries (schema version 1)");
    const aside = /kept as (\S+)\.$/m.exec(output)?.[1] ?? "";
    expect(path.basename(aside)).toMatch(/^enquiries-before-restore-\d{8}T\d{6}Z\.db$/);
    const kept = new DatabaseSync(aside, { readOnly: true });
    expect(kept.prepare("SELECT count(*) AS n FROM enquiries").get()).toEqual({ n: 2 });
    kept.close();
    expect(run(dataDir, "list")).toContain("5 enquiries: 3 sent, 2 pending.");
  },
  cliTimeout,
);

test(
  "restore refuses a file that is not a usable enquiries database, and says why",
  async () => {
    const dataDir = await dataWithTwoEnquiries();
    const folder = await tempDir();
    const notSqlite = path.join(folder, "notes.txt");
    writeFileSync(notSqlite, "not a database at all, just some text that is long enough to look like a file");
    expect(attempt(dataDir, "restore", notSqlite)).toEqual({
      status: 1,
      output: `${notSqlite} is not an SQLite database.\n`,
    });

    const otherDb = path.join(folder, "other.db");
    new DatabaseSync(otherDb).exec("CREATE TABLE t (x); PRAGMA user_version = 1;");
    expect(attempt(dataDir, "restore", otherDb).output).toContain("is not an enquiries database");

    const newer = path.join(folder, "newer.db");
    run(dataDir, "backup", newer);
    new DatabaseSync(newer).exec(`PRAGMA user_version = ${schemaVersion + 1}`);
    expect(attempt(dataDir, "restore", newer).output).toContain(
      `has schema version ${schemaVersion + 1}, newer than this code knows (${schemaVersion}): update the code first.`,
    );
    expect(attempt(dataDir, "restore", path.join(folder, "missing.db")).output).toContain("does not exist");
  },
  cliTimeout,
);

test(
  "restore refuses to run while the server has the database open",
  async () => {
    const dataDir = await dataWithTwoEnquiries();
    const good = path.join(await tempDir(), "good.db");
    run(dataDir, "backup", good);
    // The server keeps its connection open as long as it runs.
    const server = openDatabase(dataDir);
    try {
      expect(attempt(dataDir, "restore", good)).toEqual({
        status: 1,
        output: "The database is in use: stop the server first (sudo systemctl stop agro-site).\n",
      });
    } finally {
      server.close();
    }
    expect(run(dataDir, "list")).toContain("2 enquiries: 1 sent, 1 pending.");
  },
  cliTimeout,
);

test.skipIf(process.getuid?.() !== 0)(
  "run by root, the command acts as the data folder's owner, so what it writes stays the service's",
  async () => {
    const dataDir = await dataWithTwoEnquiries();
    const backups = await tempDir();
    const nobody = 65_534;
    for (const folder of [dataDir, backups]) chownSync(folder, nobody, nobody);
    chownSync(path.join(dataDir, databaseFileName), nobody, nobody);
    const file = path.join(backups, "copy.db");
    run(dataDir, "backup", file);
    expect(statSync(file).uid).toBe(nobody);
    run(dataDir, "restore", file);
    expect(statSync(path.join(dataDir, databaseFileName)).uid).toBe(nobody);
    expect(run(dataDir, "list")).toContain("2 enquiries: 1 sent, 1 pending.");
  },
  cliTimeout,
);
