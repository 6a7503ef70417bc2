import { createHash } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { acknowledgementCopy } from "../app/content/acknowledgement.ts";

/** Crockford's base32: no I, L, O or U, so a reference read aloud on the phone is not misheard or misread. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const length = 6;

/**
 * The reference of an enquiry id, on the given try: 30 bits of a SHA-256 as 6 base32 characters. Derived, not
 * random, so the same id gives the same reference; a later try (after a collision) hashes `id#try`.
 */
export function referenceOf(id: string, attempt = 0): string {
  const digest = createHash("sha256")
    .update(attempt === 0 ? id : `${id}#${attempt}`)
    .digest();
  let bits = digest.readUInt32BE(0);
  let code = "";
  for (let i = 0; i < length; i++) {
    code += alphabet[bits & 31];
    bits >>>= 5;
  }
  return `${acknowledgementCopy.referencePrefix}-${code}`;
}

/**
 * Gives a stored enquiry its reference, inside the enquiry's transaction. About a billion references exist, so
 * a collision is rare but possible: the next try's reference is taken then, deterministically (the first free
 * one of referenceOf(id, 0), referenceOf(id, 1), …), and the unique index keeps it unique whatever happens.
 */
export function createReferenceAssigner(db: DatabaseSync) {
  const taken = db.prepare("SELECT 1 FROM enquiries WHERE reference = ?");
  const set = db.prepare("UPDATE enquiries SET reference = ? WHERE id = ?");
  return (id: string): string => {
    for (let attempt = 0; ; attempt++) {
      const reference = referenceOf(id, attempt);
      if (taken.get(reference)) continue;
      set.run(reference, id);
      return reference;
    }
  };
}
