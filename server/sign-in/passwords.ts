import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import { minPasswordLength } from "#domain/desk/sign-in-paths.ts";

// scrypt is memory-hard (OWASP's minimum is N=2^17, r=8, p=1: 128 MiB and about 0.2 s a hash here). The
// parameters are stored with each hash, so they can be raised later without breaking old ones.
const params = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash" (base64url), for the owners table. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt = "", hash = ""] = stored.split("$");
  if (scheme !== "scrypt") return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password that no one knows. Checking a password against it costs what checking a real
 * owner's costs, so an unknown e-mail answers in the same time as a known one.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("base64url"));
  return decoy;
}

const commonPasswords = new Set(
  (dictionary["passwords-common"] as string[]).map((password) => password.toLowerCase()),
);

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < minPasswordLength) {
    return `The password must be at least ${minPasswordLength} characters long.`;
  }
  if (commonPasswords.has(password.toLowerCase())) {
    return "That password is one of the most common ones; choose another.";
  }
  return undefined;
}
