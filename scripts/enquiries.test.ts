import { execFileSync, execSync, spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { openDatabase } from "../server/database.ts";
import { createEnquiryStore } from "../server/enquiry-store.ts";
import { tempDir, validEnquiry } from "../server/test-helper.ts";

const script = path.join(import.meta.dirname, "enquiries.ts");

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
    },
    { clientIp: "198.51.100.9", userAgent: "" },
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
  expect(lines[0]).toMatch(/^Received \(UTC\)\s+Delivery\s+Name\s+Company\s+Email\s+Mobile\s+Message\s+Id$/);
  expect(lines[1]).toMatch(
    /^2026-11-20 09:30\s+sent\s+Asha Rao\s+Rao Foods\s+asha@example\.com\s+919876543210/,
  );
  expect(lines[2]).toMatch(/^2026-11-20 09:30\s+pending, 1 failed try\s+=HYPERLINK/);
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
    cwd: path.join(import.meta.dirname, ".."),
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const csv = await readFile(file, "utf8");
  expect(csv.startsWith("\uFEFFid,received_at,")).toBe(true);
  expect(parseCsv(csv)).toHaveLength(3);
});
