import { hash } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { acknowledgementWords } from "#domain/words/en/acknowledgement.ts";
import {
  alphabet,
  bits,
  checkSeq,
  format,
  legacyScramble,
  legacyUnscramble,
  length,
} from "../database/legacy-references.ts";

const half = bits / 2;
const halfMask = 2 ** half - 1;

/** The 30-bit code of a reference as a buyer may type it (any case; O for 0, I and L for 1, as Crockford allows). */
function parse(reference: string): number | undefined {
  const match = new RegExp(`^${acknowledgementWords.referencePrefix}-([0-9A-Z]{${length}})$`, "i").exec(
    reference.trim(),
  );
  if (!match) return undefined;
  let x = 0;
  for (const char of (match[1] as string).toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1")) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) return undefined;
    x = x * 32 + digit;
  }
  return x;
}

/** A reference in brackets, as a subject carries it to tie a mail to its enquiry ("Re: … [VA-7K3F9Q]"). */
export const referenceInSubject = new RegExp(
  `\\[\\s*(${acknowledgementWords.referencePrefix}-[0-9A-Z]{${length}})\\s*\\]`,
  "i",
);

/**
 * Text a buyer typed, fit for a subject the site writes: a bracketed reference in it loses its brackets, so
 * a name such as "[VA-4A3NFK]" never makes the owner's notification look like a mail about that enquiry.
 */
export const withoutReferences = (text: string) =>
  text.replace(
    new RegExp(`\\[\\s*(${acknowledgementWords.referencePrefix}\\s*-\\s*[0-9A-Z]{${length}})\\s*\\]`, "gi"),
    "($1)",
  );

// A Feistel network over the 30-bit numbers whose round function is SHA-256 of the key, the round and the
// half (fixed-length input, so a keyed prefix is a pseudo-random function): a keyed permutation (Luby-Rackoff),
// so references are distinct by construction and written in the enquiry's own INSERT (a unique index of
// random-looking keys cost a page write per enquiry, docs/performance-log.md), yet without the key one reference
// tells nothing about another.
const rounds = 8;

function feistel(key: Buffer, value: number, decrypt: boolean): number {
  const input = Buffer.alloc(key.length + 3);
  key.copy(input);
  const roundValue = (round: number, half: number) => {
    input.writeUInt8(round, key.length);
    input.writeUInt16BE(half, key.length + 1);
    return hash("sha256", input, "buffer").readUInt16BE(0) & halfMask;
  };
  let left = value >>> half;
  let right = value & halfMask;
  for (let step = 0; step < rounds; step++) {
    if (decrypt) [left, right] = [right ^ roundValue(rounds - 1 - step, left), left];
    else [left, right] = [right, left ^ roundValue(step, right)];
  }
  return (left << half) | right;
}

export type References = ReturnType<typeof createReferences>;

/**
 * The references of one database: enquiries numbered from `keyedFrom` on get the keyed permutation of their
 * number under `key` (32 random bytes kept in the database, so a backup carries it); those before, the legacy one.
 */
export function createReferences(key: Buffer, keyedFrom: number) {
  const keyed = (seq: number) => feistel(key, seq, false);
  return {
    /** VA- and six characters for a number the counter handed out (1, 2, 3, …; about a billion fit). */
    referenceOf(seq: number): string {
      checkSeq(seq);
      return format(seq < keyedFrom ? legacyScramble(seq) : keyed(seq));
    },

    /**
     * Whether a new enquiry may take this number: not when its keyed reference reads like an older enquiry's
     * legacy one (about one chance in a million per thousand old enquiries), which the counter then skips.
     */
    usable: (seq: number) => seq >= keyedFrom && legacyUnscramble(keyed(seq)) >= keyedFrom,

    /** The sequence number a reference stands for, as a buyer may type it, or undefined when it is none. */
    seqOf(reference: string): number | undefined {
      const code = parse(reference);
      if (code === undefined) return undefined;
      const legacy = legacyUnscramble(code);
      if (legacy < keyedFrom) return legacy;
      // A code no keyed number gives (it decodes to a number from before the key) names no enquiry.
      const seq = feistel(key, code, true);
      return seq >= keyedFrom ? seq : undefined;
    },
  };
}

/** The references of the database `db` (its key and where keyed numbering began: migration 8). */
export function referencesOf(db: DatabaseSync): References {
  const row = db.prepare("SELECT key, keyed_from AS keyedFrom FROM reference_key").get() as
    | { key: Uint8Array; keyedFrom: number }
    | undefined;
  if (!row) throw new Error("The database has no reference key: it was not opened with openDatabase.");
  return createReferences(Buffer.from(row.key), row.keyedFrom);
}
