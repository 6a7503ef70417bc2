import type { ErrorAnswer } from "#domain/error-answer.ts";

/** A public auth route's answer: its data, or the server's sentence. */
export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; data: Partial<ErrorAnswer>; status?: number; retryAfterSeconds?: number };

export async function postJson<T>(url: string, body: unknown): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = await response.json().catch(() => ({}));
  if (response.ok) return { ok: true, data };
  const retryAfter = Number(response.headers.get("Retry-After"));
  return { ok: false, data, status: response.status, retryAfterSeconds: retryAfter || undefined };
}
