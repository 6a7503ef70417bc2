import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { DeskLanguage } from "#domain/desk/desk-language.ts";
import type { Role } from "#domain/desk/roles.ts";
import { transaction } from "../database/database.ts";
import { createSessionStore } from "./sessions.ts";

export type Owner = {
  id: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  role: Role;
  lastSignInAt: string | null;
  language: DeskLanguage;
};

export type OwnerStore = ReturnType<typeof createOwnerStore>;

const columns =
  "id, email, password_hash AS passwordHash, created_at AS createdAt, role, last_sign_in_at AS lastSignInAt, language";

/** Why a change to the team was refused: the desk must always keep one Owner who can sign in and invite. */
export const lastOwnerRefusal =
  "The last Owner cannot be removed or given another role; make someone else an Owner first.";

/**
 * The accounts of the desk: from the command line (server/sign-in/cli.ts), an invitation or the first start's
 * setup link (server/team/); there is no sign-up.
 */
export function createOwnerStore(db: DatabaseSync, now: () => Date = () => new Date()) {
  const byEmail = db.prepare(`SELECT ${columns} FROM owners WHERE email = ?`);
  const byId = db.prepare(`SELECT ${columns} FROM owners WHERE id = ?`);
  const all = db.prepare(`SELECT ${columns} FROM owners ORDER BY email`);
  const insert = db.prepare(
    "INSERT INTO owners (id, email, password_hash, created_at, role, language) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const updateHash = db.prepare("UPDATE owners SET password_hash = ? WHERE id = ?");
  const sessions = createSessionStore(db, now);
  const remove = db.prepare("DELETE FROM owners WHERE id = ?");
  const updateRole = db.prepare("UPDATE owners SET role = ? WHERE id = ?");
  const countOwners = db.prepare("SELECT count(*) AS n FROM owners WHERE role = 'owner'");
  const countAll = db.prepare("SELECT count(*) AS n FROM owners");
  const signedIn = db.prepare("UPDATE owners SET last_sign_in_at = ? WHERE id = ?");
  const updateLanguage = db.prepare("UPDATE owners SET language = ? WHERE id = ?");

  /** Runs `change` unless it would leave the desk without an Owner; "missing" when there is no such account. */
  const keepingAnOwner = (id: string, losesOwner: (owner: Owner) => boolean, change: () => void) =>
    transaction(db, (): "done" | "missing" | "last-owner" => {
      const owner = byId.get(id) as Owner | undefined;
      if (!owner) return "missing";
      if (losesOwner(owner) && (countOwners.get() as { n: number }).n <= 1) return "last-owner";
      change();
      return "done";
    });

  return {
    findByEmail: (email: string) => byEmail.get(email.trim()) as Owner | undefined,
    findById: (id: string) => byId.get(id) as Owner | undefined,
    list: () => all.all() as Owner[],
    /** Whether any account exists: until one does, the first start's setup link makes the first Owner. */
    any: () => (countAll.get() as { n: number }).n > 0,

    /**
     * The command line makes Owners; the desk's invitations give the role they name. `id` is chosen before the
     * account exists when a passkey is made for it (its user handle).
     */
    add(
      email: string,
      passwordHash: string,
      role: Role = "owner",
      id: string = randomUUID(),
      language: DeskLanguage = "en",
    ): Owner {
      const owner = {
        id,
        email: email.trim(),
        passwordHash,
        createdAt: now().toISOString(),
        role,
        lastSignInAt: null,
        language,
      };
      insert.run(owner.id, owner.email, owner.passwordHash, owner.createdAt, owner.role, owner.language);
      return owner;
    },

    /** A new password ends every session of the owner at once: a stolen session dies with the old password. */
    setPasswordHash(id: string, passwordHash: string): void {
      transaction(db, () => {
        updateHash.run(passwordHash, id);
        sessions.endAll(id);
      });
    },

    recordSignIn: (id: string) => void signedIn.run(now().toISOString(), id),

    /** The person's own choice on 'Security': their next page of the desk is in it. */
    setLanguage: (id: string, language: DeskLanguage) => void updateLanguage.run(language, id),

    /** Removes the owner with their sessions and passkeys (ON DELETE CASCADE). Notes and history keep the e-mail. */
    remove: (id: string) => void remove.run(id),

    /** The desk's 'Change role': read again on the person's next request, so it takes effect then. */
    setRole: (id: string, role: Role) =>
      keepingAnOwner(
        id,
        (owner) => owner.role === "owner" && role !== "owner",
        () => updateRole.run(role, id),
      ),

    /** The desk's 'Remove': with every session, passkey and notified device of theirs (ON DELETE CASCADE). */
    removeKeepingAnOwner: (id: string) =>
      keepingAnOwner(
        id,
        (owner) => owner.role === "owner",
        () => remove.run(id),
      ),
  };
}
