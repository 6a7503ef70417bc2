import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { Role } from "#domain/desk/roles.ts";
import { transaction } from "../database/database.ts";
import { createSessionStore } from "./sessions.ts";

export type Owner = { id: string; email: string; passwordHash: string; createdAt: string; role: Role };

export type OwnerStore = ReturnType<typeof createOwnerStore>;

const columns = "id, email, password_hash AS passwordHash, created_at AS createdAt, role";

/** Owner accounts. They come only from the command line (server/sign-in/cli.ts); there is no sign-up. */
export function createOwnerStore(db: DatabaseSync, now: () => Date = () => new Date()) {
  const byEmail = db.prepare(`SELECT ${columns} FROM owners WHERE email = ?`);
  const byId = db.prepare(`SELECT ${columns} FROM owners WHERE id = ?`);
  const all = db.prepare(`SELECT ${columns} FROM owners ORDER BY email`);
  const insert = db.prepare(
    "INSERT INTO owners (id, email, password_hash, created_at, role) VALUES (?, ?, ?, ?, ?)",
  );
  const updateHash = db.prepare("UPDATE owners SET password_hash = ? WHERE id = ?");
  const sessions = createSessionStore(db, now);
  const remove = db.prepare("DELETE FROM owners WHERE id = ?");

  return {
    findByEmail: (email: string) => byEmail.get(email.trim()) as Owner | undefined,
    findById: (id: string) => byId.get(id) as Owner | undefined,
    list: () => all.all() as Owner[],

    /** The command line makes Owners; the desk's invitations give the role they name. */
    add(email: string, passwordHash: string, role: Role = "owner"): Owner {
      const owner = {
        id: randomUUID(),
        email: email.trim(),
        passwordHash,
        createdAt: now().toISOString(),
        role,
      };
      insert.run(owner.id, owner.email, owner.passwordHash, owner.createdAt, owner.role);
      return owner;
    },

    /** A new password ends every session of the owner at once: a stolen session dies with the old password. */
    setPasswordHash(id: string, passwordHash: string): void {
      transaction(db, () => {
        updateHash.run(passwordHash, id);
        sessions.endAll(id);
      });
    },

    /** Removes the owner with their sessions and passkeys (ON DELETE CASCADE). Notes and history keep the e-mail. */
    remove: (id: string) => void remove.run(id),
  };
}
