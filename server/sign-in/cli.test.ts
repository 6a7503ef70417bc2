import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";
import { tempDir } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { lastOwnerRefusal } from "./owners.ts";
import { verifyPassword } from "./passwords.ts";
import { createSessionStore } from "./sessions.ts";

const script = path.join(import.meta.dirname, "cli.ts");

/** Runs `npm run owner -- …` as the owner would, with the password piped in on stdin. */
function owner(dataDir: string, args: string[], stdin = "") {
  const run = spawnSync(process.execPath, [script, ...args], {
    env: { DATA_DIR: dataDir },
    input: stdin,
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

function withDb<T>(dataDir: string, work: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(dataDir);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

test("add, list, passwd and remove an owner from the command line", async () => {
  const dataDir = await tempDir();
  expect(owner(dataDir, ["list"]).out).toBe("No owners yet. Add one: npm run owner -- add <email>");

  expect(owner(dataDir, ["add", "Meera@Example.com"], "saffron fields at dawn\n")).toMatchObject({
    status: 0,
    out: "Added Meera@Example.com (Owner). Sign in at /sign-in.",
  });
  expect(owner(dataDir, ["list"]).out).toMatch(
    /^Meera@Example\.com {2}Owner {2}\(added \d{4}-\d{2}-\d{2}\)$/,
  );
  expect(owner(dataDir, ["add", "meera@example.com"], "another long phrase").err).toMatch(
    /is an owner already/,
  );

  const hash = () =>
    withDb(dataDir, (db) => (db.prepare("SELECT password_hash AS h FROM owners").get() as { h: string }).h);
  expect(hash()).toMatch(/^scrypt\$/);
  expect(await verifyPassword("saffron fields at dawn", hash())).toBe(true);

  // A session of hers ends when the password changes.
  const token = withDb(dataDir, (db) => {
    const id = (db.prepare("SELECT id FROM owners").get() as { id: string }).id;
    return createSessionStore(db).create(id, { ip: "127.0.0.1", userAgent: "test" }).token;
  });
  expect(owner(dataDir, ["passwd", "meera@example.com"], "monsoon over nashik")).toMatchObject({ status: 0 });
  expect(await verifyPassword("monsoon over nashik", hash())).toBe(true);
  expect(withDb(dataDir, (db) => createSessionStore(db).use(token, "127.0.0.1"))).toBeUndefined();

  // The last Owner stays, from the shell as from the desk.
  expect(owner(dataDir, ["remove", "meera@example.com"])).toMatchObject({ status: 2, err: lastOwnerRefusal });
  expect(owner(dataDir, ["add", "asha@example.com"], "a second long phrase").status).toBe(0);
  expect(owner(dataDir, ["remove", "meera@example.com"])).toMatchObject({
    status: 0,
    out: "Removed meera@example.com, with their sessions and passkeys.",
  });
  expect(owner(dataDir, ["remove", "meera@example.com"])).toMatchObject({
    status: 2,
    err: "There is no owner meera@example.com.",
  });
});

test("--role makes a Sales or Viewer person; an unknown role is refused and nothing is stored", async () => {
  const dataDir = await tempDir();
  expect(owner(dataDir, ["add", "--role", "sales", "ravi@example.com"], "a fine long phrase")).toMatchObject({
    status: 0,
    out: "Added ravi@example.com (Sales). Sign in at /sign-in.",
  });
  expect(owner(dataDir, ["add", "asha@example.com", "--role", "viewer"], "a fine long phrase").status).toBe(
    0,
  );
  expect(owner(dataDir, ["add", "x@example.com", "--role", "admin"], "a fine long phrase")).toMatchObject({
    status: 2,
    err: expect.stringMatching(/^A role is one of owner, sales, viewer\./),
  });
  const rows = withDb(dataDir, (db) => db.prepare("SELECT email, role FROM owners ORDER BY email").all());
  expect(rows).toEqual([
    { email: "asha@example.com", role: "viewer" },
    { email: "ravi@example.com", role: "sales" },
  ]);
  expect(owner(dataDir, ["list"]).out).toMatch(
    /^asha@example\.com {2}Viewer .*\nravi@example\.com {2}Sales /,
  );
});

test("short and common passwords are refused, and nothing is stored", async () => {
  const dataDir = await tempDir();
  expect(owner(dataDir, ["add", "a@example.com"], "short")).toMatchObject({
    status: 2,
    err: "The password must be at least 12 characters long.",
  });
  expect(owner(dataDir, ["add", "a@example.com"], "qwertyuiop123")).toMatchObject({
    status: 2,
    err: "That password is one of the most common ones; choose another.",
  });
  expect(owner(dataDir, ["add", "not-an-email"], "a fine long phrase").status).toBe(2);
  expect(owner(dataDir, ["list"]).out).toMatch(/^No owners yet/);
});
