// The references as the first releases wrote and numbered them, frozen: every reference ever sent must still
// read as its enquiry, so neither their written form nor the permutation the first releases used can change.
// Migration 7 calls legacyReferenceOf (migration-functions.ts); server/enquiries/enquiry-reference.ts writes
// today's references in the same form and reads the old ones back with it.
import { acknowledgementWords } from "#domain/words/en/acknowledgement.ts";

/** Crockford's base32: no I, L, O or U, so a reference read aloud on the phone is not misheard or misread. */
export const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const length = 6;
export const bits = length * 5;
export const mask = 2 ** bits - 1;

/** A 30-bit code as VA- and six base32 characters. */
export function format(code: number): string {
  let x = code;
  let text = "";
  for (let i = 0; i < length; i++) {
    text = alphabet[x & 31] + text;
    x >>>= 5;
  }
  return `${acknowledgementWords.referencePrefix}-${text}`;
}

export const checkSeq = (seq: number) => {
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

export function legacyScramble(seq: number): number {
  let x = (seq ^ legacyKey) & mask;
  x ^= x >>> legacyShifts[0];
  x = Math.imul(x, legacyMultipliers[0]) & mask;
  x ^= x >>> legacyShifts[1];
  x = Math.imul(x, legacyMultipliers[1]) & mask;
  x ^= x >>> legacyShifts[2];
  return x;
}

export function legacyUnscramble(code: number): number {
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
