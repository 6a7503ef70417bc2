import { acknowledgementCopy } from "../app/content/acknowledgement.ts";

/** Crockford's base32: no I, L, O or U, so a reference read aloud on the phone is not misheard or misread. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const length = 6;
const bits = length * 5;
const mask = 2 ** bits - 1;
// Odd multipliers are invertible modulo 2^30; their inverses are computed below, not written down.
const key = 0x1b873593 & mask;
const multipliers = [0x2c1b3c6d & mask, 0x297a2d39 & mask] as const;
const shifts = [16, 13, 15] as const;

/** The inverse of an odd number modulo 2^32 (so modulo 2^30 too), by Newton's iteration. */
function inverseOf(odd: number): number {
  let inverse = odd;
  for (let i = 0; i < 5; i++) inverse = Math.imul(inverse, 2 - Math.imul(odd, inverse));
  return inverse & mask;
}
const inverses = multipliers.map(inverseOf);

const unshift = (value: number, shift: number) => {
  let x = value;
  for (let done = shift; done < bits + shift; done += shift) x = value ^ (x >>> shift);
  return x;
};

/**
 * A bijection of the 30-bit numbers (a hash finalizer's xor-shifts and odd multiplications, modulo 2^30):
 * consecutive sequence numbers give unrelated-looking references, and distinct numbers distinct references.
 */
function scramble(seq: number): number {
  let x = (seq ^ key) & mask;
  x ^= x >>> shifts[0];
  x = Math.imul(x, multipliers[0]) & mask;
  x ^= x >>> shifts[1];
  x = Math.imul(x, multipliers[1]) & mask;
  x ^= x >>> shifts[2];
  return x;
}

function unscramble(code: number): number {
  let x = unshift(code, shifts[2]);
  x = Math.imul(x, inverses[1] as number) & mask;
  x = unshift(x, shifts[1]);
  x = Math.imul(x, inverses[0] as number) & mask;
  x = unshift(x, shifts[0]);
  return (x ^ key) & mask;
}

/**
 * The reference of an enquiry's sequence number (1, 2, 3, … in the order enquiries were stored, never reused):
 * VA- and 6 base32 characters. Known before the enquiry's insert and unique by construction, so it is written
 * in the same INSERT and needs no index of its own: a unique index of random-looking keys dirtied an index page
 * per enquiry (docs/performance.md). About a billion sequence numbers fit.
 */
export function referenceOf(seq: number): string {
  if (!Number.isInteger(seq) || seq < 0 || seq > mask) throw new RangeError(`no reference for ${seq}`);
  let x = scramble(seq);
  let code = "";
  for (let i = 0; i < length; i++) {
    code = alphabet[x & 31] + code;
    x >>>= 5;
  }
  return `${acknowledgementCopy.referencePrefix}-${code}`;
}

/**
 * The sequence number a reference stands for, as a buyer may type it (any case; O for 0, I and L for 1, as
 * Crockford allows), or undefined when it is none. Finds an enquiry by its reference through the seq index.
 */
export function seqOfReference(reference: string): number | undefined {
  const match = new RegExp(`^${acknowledgementCopy.referencePrefix}-([0-9A-Z]{${length}})$`, "i").exec(
    reference.trim(),
  );
  if (!match) return undefined;
  let x = 0;
  for (const char of (match[1] as string).toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1")) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) return undefined;
    x = x * 32 + digit;
  }
  return unscramble(x);
}
