// Accounts of the desk from the server's shell, for a server run by hand (the desk's 'Team' page invites the
// others, and a fresh install prints a setup link for its first Owner: server/team/):
//   npm run owner -- add <email>      password from stdin when piped, else asked twice without echo; an Owner,
//                                     or with --role sales|viewer a person of that role
//   npm run owner -- passwd <email>   a new password; ends the owner's sessions
//   npm run owner -- remove <email>   the owner, their sessions and passkeys
//   npm run owner -- list
import { text } from "node:stream/consumers";
import * as z from "zod";
import { isRole, type Role, roleLabels, roles } from "#domain/desk/roles.ts";
import { openDatabase } from "../database/database.ts";
import { loadConfig } from "../platform/config.ts";
import { createOwnerStore, lastOwnerRefusal } from "./owners.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

const usage = `Usage: npm run owner -- add <email> [--role owner|sales|viewer]
       npm run owner -- passwd <email>
       npm run owner -- remove <email>
       npm run owner -- list
The password is read from standard input when it is not a terminal (echo "…" | npm run owner -- add me@example.com).`;

class UsageError extends Error {}

/** Reads a line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stderr.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u0003") {
          input.setRawMode(false);
          reject(new UsageError("Cancelled."));
          return;
        }
        typed = char === "\u007f" || char === "\b" ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on("data", onData);
  });
}

async function readNewPassword(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden("New password: ");
    if ((await askHidden("Repeat it: ")) !== password) throw new UsageError("The two passwords differ.");
  } else {
    password = (await text(process.stdin)).replace(/\r?\n$/, "");
  }
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(problem);
  return password;
}

function emailArgument(email: string | undefined): string {
  const parsed = z.email().safeParse(email?.trim());
  if (!parsed.success) throw new UsageError(`Give the owner's e-mail address.\n${usage}`);
  return parsed.data;
}

/** `--role <role>` among the arguments: an Owner without it. */
function takeRole(args: string[]): Role {
  const at = args.indexOf("--role");
  if (at < 0) return "owner";
  const [, role] = args.splice(at, 2);
  if (!isRole(role)) throw new UsageError(`A role is one of ${roles.join(", ")}.\n${usage}`);
  return role;
}

async function main(command: string | undefined, args: string[]): Promise<string> {
  const db = openDatabase(loadConfig().dataDir);
  try {
    const owners = createOwnerStore(db);
    if (command === "list" && args.length === 0) {
      const all = owners.list();
      if (all.length === 0) return "No owners yet. Add one: npm run owner -- add <email>";
      return all
        .map((o) => `${o.email}  ${roleLabels[o.role]}  (added ${o.createdAt.slice(0, 10)})`)
        .join("\n");
    }
    const role = command === "add" ? takeRole(args) : "owner";
    if (args.length !== 1 || !["add", "passwd", "remove"].includes(command ?? ""))
      throw new UsageError(usage);
    const email = emailArgument(args[0]);
    const existing = owners.findByEmail(email);
    if (command === "add") {
      if (existing)
        throw new UsageError(
          `${email} is an owner already. To change the password: npm run owner -- passwd ${email}`,
        );
      owners.add(email, await hashPassword(await readNewPassword()), role);
      return `Added ${email} (${roleLabels[role]}). Sign in at /sign-in.`;
    }
    if (!existing) throw new UsageError(`There is no owner ${email}.`);
    if (command === "passwd") {
      owners.setPasswordHash(existing.id, await hashPassword(await readNewPassword()));
      return `Changed the password of ${email}; every session of theirs has ended.`;
    }
    if (owners.removeKeepingAnOwner(existing.id) === "last-owner") throw new UsageError(lastOwnerRefusal);
    return `Removed ${email}, with their sessions and passkeys.`;
  } finally {
    db.close();
  }
}

const [command, ...args] = process.argv.slice(2);
try {
  console.log(await main(command, args));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
