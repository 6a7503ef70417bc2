// The owner's side of the photo benchmarks: an owner added to the data folder, signed in over HTTP, and photos
// posted to the real upload route as the desk posts them (bytes, type, percent-encoded name).
import { siteApi } from "#domain/desk/site-contract.ts";
import { openDatabase } from "#server/database/database.ts";
import { createOwnerStore } from "#server/sign-in/owners.ts";
import { hashPassword } from "#server/sign-in/passwords.ts";

const email = "bench-owner@example.com";
const password = "a long and unusual bench phrase";

/** Adds the bench's owner to the database in dataDir and signs in to the server at baseUrl: the session cookie. */
export async function signedInOwner(baseUrl: string, dataDir: string): Promise<string> {
  const db = openDatabase(dataDir);
  try {
    createOwnerStore(db).add(email, await hashPassword(password));
  } finally {
    db.close();
  }
  const origin = new URL(baseUrl).origin;
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("desk_session="));
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

export type Uploaded = { status: number; ms: number; body: { id?: string; message?: string } };

/** One upload, timed from the first byte sent to the answer (201: every served file written). */
export async function uploadPhoto(
  baseUrl: string,
  cookie: string,
  bytes: Buffer,
  name: string,
  type = "image/jpeg",
): Promise<Uploaded> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${siteApi.photos}`, {
    method: "POST",
    headers: {
      origin: new URL(baseUrl).origin,
      cookie,
      "content-type": type,
      "x-file-name": encodeURIComponent(name),
    },
    body: new Uint8Array(bytes),
  });
  const body = (await response.json()) as Uploaded["body"];
  return { status: response.status, ms: performance.now() - started, body };
}
