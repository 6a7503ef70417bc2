// Fails when SQL on a table is written outside the one store module that owns it, so a newcomer finds every
// query on a table in one file. A statement belongs to the table it reads from, inserts into, updates or
// deletes from; a table it only JOINs is read beside that one (a quotation with its enquiry's reference) and
// stays with the statement's owner. Tests and their helpers write fixtures straight into the tables and are not
// checked; nor are the migrations, which only the database room runs. Run by `npm run lint`.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const migrations = path.join(root, "server/database/migrations");

/** Each table's store: the only module with SQL on it. */
const owners: Record<string, string> = {
  enquiries: "server/enquiries/enquiry-store.ts",
  enquiry_counter: "server/enquiries/enquiry-store.ts",
  enquiries_search: "server/enquiries/enquiry-store.ts",
  reference_key: "server/enquiries/enquiry-reference.ts",
  notes: "server/enquiries/desk-store.ts",
  history: "server/enquiries/desk-store.ts",
  assignment_rule: "server/enquiries/assignment-rule.ts",
  notify_choices: "server/push/notify-choices.ts",
  reply_templates: "server/mail/templates.ts",
  mails: "server/mail/store.ts",
  mail_attachments: "server/mail/store.ts",
  mailbox_state: "server/mail/received-mail.ts",
  owners: "server/sign-in/owners.ts",
  sessions: "server/sign-in/sessions.ts",
  passkeys: "server/sign-in/passkeys.ts",
  webauthn_challenges: "server/sign-in/passkeys.ts",
  sign_in_failures: "server/sign-in/lockout.ts",
  push_devices: "server/push/push-devices.ts",
  quotations: "server/quotations/store.ts",
  quotation_lines: "server/quotations/store.ts",
  quotation_views: "server/quotations/store.ts",
  orders: "server/orders/store.ts",
  order_lines: "server/orders/store.ts",
  order_milestones: "server/orders/store.ts",
  order_payments: "server/orders/store.ts",
  order_documents: "server/orders/document-store.ts",
  site_draft: "server/site-content/store.ts",
  site_versions: "server/site-content/store.ts",
  photos: "server/photos/store.ts",
  page_views: "server/visitors/view-store.ts",
  visitor_salts: "server/visitors/view-store.ts",
  missing_pages: "server/visitors/view-store.ts",
  visitor_totals: "server/visitors/view-store.ts",
  visitor_day_facts: "server/visitors/view-store.ts",
  visitor_live_totals: "server/visitors/view-store.ts",
  crawler_visits: "server/search-engines/crawler-visits.ts",
  campaign_links: "server/visitors/campaign-store.ts",
  weekly_summary_owners: "server/visitors/weekly-summary-store.ts",
  weekly_summaries: "server/visitors/weekly-summary-store.ts",
  page_changes: "server/search-engines/page-changes.ts",
  indexnow_key: "server/search-engines/indexnow.ts",
  indexnow_submissions: "server/search-engines/indexnow.ts",
  invitations: "server/team/invitation-store.ts",
  activity: "server/activity/activity-store.ts",
};

const tables = new Set(
  readdirSync(migrations)
    .filter((file) => file.endsWith(".sql"))
    .flatMap((file) =>
      [...readFileSync(path.join(migrations, file), "utf8").matchAll(/CREATE (?:VIRTUAL )?TABLE (\w+)/g)].map(
        (match) => match[1] as string,
      ),
    ),
);

const problems = [...tables].filter((table) => !owners[table]).map((table) => `${table}: no owning store`);

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "server/*.ts"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !file.endsWith(".test.ts") && existsSync(path.join(root, file)));

// The project writes SQL keywords in capitals, so prose in comments ("mails from …") is not taken for SQL.
const statement = /\b(?:FROM|INTO|UPDATE|TABLE)\s+(\w+)/g;
for (const file of files) {
  const text = readFileSync(path.join(root, file), "utf8");
  for (const match of text.matchAll(statement)) {
    const table = match[1] as string;
    if (!tables.has(table) || owners[table] === file) continue;
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(`${file}:${line}: SQL on ${table}, which only ${owners[table]} may hold`);
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`table-owners: ${tables.size} tables, each one's SQL in its own store`);
