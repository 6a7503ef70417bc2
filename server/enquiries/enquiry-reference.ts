import { hash } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { acknowledgementWords } from "../../domain/words/en/acknowledgement.ts";

/** Crockford's base32: no I, L, O or U, so a reference read aloud on the phone is not misheard or misread. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const length = 6;
const bits = length * 5;
const mask = 2 ** bits - 1;
const half = bits / 2;
const halfMask = 2 ** half - 1;

/** A 30-bit code as VA- and six base32 characters. */
function format(code: number): string {
  let x = code;
  let text = "";
  for (let i = 0; i < length; i++) {
    text = alphabet[x & 31] + text;
    x >>>= 5;
  }
  return `${acknowledgementWords.referencePrefix}-${text}`;
}

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

const checkSeq = (seq: number) => {
  if (!Number.isInteger(seq) || seq < 0 || seq > mask) throw new RangeError(`no reference for ${seq}`);
};

// The references of the first releases: a fixed, public permutation, so anyone could compute every other
// enquiry's from one of their own. Kept, frozen, for the enquiries numbered before a database got its key
// (migration 5 gave them these), so every reference ever sent still names its enquiry.
const legacyKey = 0x1b873593 & mask;
const legacyMultipliers = [0x2c1b3c6d & mask, 0x297a2d39 & mask] as const;
const legacyShifts = [16, 13, 15] as const;

/** The inverse of an odd number modulo 2^32 (so modulo 2^30 too), by Newton's iteration. */
function inverseOf(odd: number): number {
  let inverse = odd;
  for (let i = 0; i < 5; i++) inverse = Math.imul(inverse, 2 - Math.imul(odd, inverse));
  return inverse & mask;
}
const legacyInverses = legacyMultipliers.map(inverseOf);

const unshift = (value: number, shift: number) => {
  let x = value;
  for (let done = shift; done < bits + shift; done += shift) x = value ^ (x >>> shift);
  return x;
};

function legacyScramble(seq: number): number {
  let x = (seq ^ legacyKey) & mask;
  x ^= x >>> legacyShifts[0];
  x = Math.imul(x, legacyMultipliers[0]) & mask;
  x ^= x >>> legacyShifts[1];
  x = Math.imul(x, legacyMultipliers[1]) & mask;
  x ^= x >>> legacyShifts[2];
  return x;
}

function legacyUnscramble(code: number): number {
  let x = unshift(code, legacyShifts[2]);
  x = Math.imul(x, legacyInverses[1] as number) & mask;
  x = unshift(x, legacyShifts[1]);
  x = Math.imul(x, legacyInverses[0] as number) & mask;
  x = unshift(x, legacyShifts[0]);
  return (x ^ legacyKey) & mask;
}

/** The reference the first releases gave sequence number `seq` (migration 5 calls it; never change it). */
export function legacyReferenceOf(seq: number): string {
  checkSeq(seq);
  return format(legacyScramble(seq));
}

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
