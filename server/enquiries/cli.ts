// The owner's view of the enquiries, read from the server's database (safe while the server runs):
//   npm run enquiries -- list                        every enquiry with its delivery state
//   npm run enquiries -- export --csv > enquiries.csv  everything, for a spreadsheet
//   npm run enquiries -- backup <file>               a consistent copy of the database, while the server runs
//   npm run enquiries -- restore <file>              put a copy back in place (server stopped)
import { existsSync, fstatSync, ftruncateSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { databaseFileName, openDatabase } from "../database/database.ts";
import { loadConfig } from "../platform/config.ts";
import { toCsv } from "../shared/csv.ts";
import { backupDatabase, restoreDatabase } from "./backup.ts";
import { createEnquiryStore, type StoredEnquiry } from "./enquiry-store.ts";

const usage = [
  "Usage: npm run enquiries -- list",
  "       npm run enquiries -- export --csv > enquiries.csv",
  "       npm run enquiries -- backup <file>",
  "       npm run enquiries -- restore <file>     (with the server stopped)",
].join("\n");

/** Buyers' text goes to a terminal: control characters (escape sequences) must not reach it. */
function cell(value: string, width: number): string {
  const flat = value.replace(/[\s\p{Cc}]+/gu, " ").trim();
  const cut = flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
  return cut.padEnd(width);
}

function deliveryLabel(enquiry: StoredEnquiry): string {
  if (enquiry.deliveryState === "sent") return "sent";
  const tries = enquiry.deliveryAttempts;
  return tries === 0 ? "pending" : `pending, ${tries} failed ${tries === 1 ? "try" : "tries"}`;
}

/** The quote in a few words: "red-onions 2 40 ft containers CIF samples". */
function quoteLabel(e: StoredEnquiry): string {
  const quantity = e.quoteQuantity === null ? null : `${e.quoteQuantity} ${e.quoteUnit ?? ""}`.trim();
  return [e.quoteProduct, quantity, e.quotePort, e.quoteIncoterm, e.quoteSamples === 1 ? "samples" : null]
    .filter(Boolean)
    .join(" ");
}

function formatList(enquiries: StoredEnquiry[]): string {
  const columns: [string, number, (e: StoredEnquiry) => string][] = [
    ["Received (UTC)", 16, (e) => e.receivedAt.slice(0, 16).replace("T", " ")],
    ["Delivery", 24, deliveryLabel],
    ["Name", 22, (e) => e.name],
    ["Company", 22, (e) => e.company],
    ["Email", 30, (e) => e.email],
    ["Mobile", 15, (e) => e.phone],
    ["Message", 40, (e) => e.message],
    ["Quote", 24, quoteLabel],
    ["Came from", 16, (e) => e.utmSource ?? e.arrivalReferrer ?? ""],
    ["Id", 8, (e) => e.id.slice(0, 8)],
  ];
  const line = (cells: string[]) => cells.join("  ").trimEnd();
  const sent = enquiries.filter((e) => e.deliveryState === "sent").length;
  return [
    line(columns.map(([title, width]) => cell(title, width))),
    ...enquiries.map((e) => line(columns.map(([, width, read]) => cell(read(e), width)))),
    "",
    `${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}: ${sent} sent, ` +
      `${enquiries.length - sent} pending. Full text: npm run enquiries -- export --csv > enquiries.csv`,
  ].join("\n");
}

function formatCsv(enquiries: StoredEnquiry[]): string {
  const fields = [
    ["id", "id"],
    ["received_at", "receivedAt"],
    ["name", "name"],
    ["company", "company"],
    ["email", "email"],
    ["phone", "phone"],
    ["message", "message"],
    ["client_ip", "clientIp"],
    ["user_agent", "userAgent"],
    ["delivery_state", "deliveryState"],
    ["delivery_attempts", "deliveryAttempts"],
    ["last_error", "lastError"],
    ["sent_at", "sentAt"],
    ["quote_product", "quoteProduct"],
    ["quote_quantity", "quoteQuantity"],
    ["quote_unit", "quoteUnit"],
    ["quote_port", "quotePort"],
    ["quote_incoterm", "quoteIncoterm"],
    ["quote_samples", "quoteSamples"],
    ["first_page", "arrivalPage"],
    ["referrer", "arrivalReferrer"],
    ["utm_source", "utmSource"],
    ["utm_medium", "utmMedium"],
    ["utm_campaign", "utmCampaign"],
    ["language", "language"],
    ["site_language", "siteLanguage"],
  ] as const;
  return toCsv([fields.map(([title]) => title), ...enquiries.map((e) => fields.map(([, key]) => e[key]))]);
}

/**
 * `npm run` prints its banner ("> agro-export-site@ enquiries ...") to stdout before this script starts, so
 * `npm run enquiries -- export --csv > enquiries.csv` would begin with it. When stdout is a file that holds
 * only that banner, start the file over; anywhere else (a pipe, a terminal, `npm run -s`), just write.
 */
function writeExport(csv: string): void {
  const stdout = fstatSync(1);
  if (!process.env.npm_lifecycle_event || !stdout.isFile() || stdout.size > 1024) {
    process.stdout.write(csv);
    return;
  }
  ftruncateSync(1, 0);
  const bytes = Buffer.from(csv, "utf8");
  for (let written = 0; written < bytes.length; ) {
    written += writeSync(1, bytes, written, bytes.length - written, written);
  }
}

function readEnquiries(): StoredEnquiry[] {
  const { dataDir } = loadConfig();
  if (!existsSync(path.join(dataDir, databaseFileName))) {
    console.error(`No enquiries yet: there is no database in ${path.resolve(dataDir)} (DATA_DIR).`);
    return [];
  }
  const db = openDatabase(dataDir);
  try {
    return createEnquiryStore(db).list();
  } finally {
    db.close();
  }
}

/**
 * Run by root (sudo, cron), act as the user who owns the data folder (the service's user): the files this
 * command creates (a restored database, the database's -wal, a backup) must stay usable by the server.
 */
function actAsDataOwner(): void {
  const { dataDir } = loadConfig();
  if (process.getuid?.() !== 0 || !existsSync(dataDir)) return;
  const owner = statSync(dataDir);
  if (owner.uid === 0) return;
  process.setgroups?.([owner.gid]);
  process.setgid?.(owner.gid);
  process.setuid?.(owner.uid);
}

/** A path as the owner typed it: `npm run` moves to the project folder, and says where it was in INIT_CWD. */
function typedPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const plural = (n: number) => `${n} ${n === 1 ? "enquiry" : "enquiries"}`;

async function backupTo(file: string): Promise<void> {
  const copy = await backupDatabase(loadConfig().dataDir, typedPath(file));
  console.log(`Backed up ${plural(copy.enquiries)} (schema version ${copy.schemaVersion}) to ${copy.file}.`);
}

function restoreFrom(file: string): void {
  const restored = restoreDatabase(loadConfig().dataDir, typedPath(file));
  console.log(
    `Restored ${plural(restored.enquiries)} (schema version ${restored.schemaVersion}) into ${restored.file}.`,
  );
  if (restored.keptAside) console.log(`The database it replaced is kept as ${restored.keptAside}.`);
  console.log("Start the server again: it brings an older schema up to date as it starts.");
}

const [command, ...flags] = process.argv.slice(2);
try {
  actAsDataOwner();
  if (command === "list" && flags.length === 0) {
    console.log(formatList(readEnquiries()));
  } else if (command === "export" && flags.length === 1 && flags[0] === "--csv") {
    writeExport(formatCsv(readEnquiries()));
  } else if (command === "backup" && flags.length === 1 && flags[0]) {
    await backupTo(flags[0]);
  } else if (command === "restore" && flags.length === 1 && flags[0]) {
    restoreFrom(flags[0]);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
