import { redirect } from "react-router";
import { deskPages } from "#domain/desk/api.ts";
import { roleLabels, roleRefusal, roles } from "#domain/desk/roles.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { ErrorAnswer } from "#domain/error-answer.ts";

/** An answer of the desk API that is not a success: its status and the server's sentence for a person. */
export class DeskError extends Error {
  readonly status: number;
  /** The server's sentence per field it refused, when it named any. */
  readonly fields: Record<string, string>;
  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

/** The server's sentence for a person; the guard's refusal of a role (always English) in the desk's language. */
function inDeskLanguage(message: string): string {
  const role = roles.find((r) => roleRefusal(r) === message);
  return role ? deskWords.errors.roleRefusal(roleLabels[role]) : message;
}

/** Where a signed-out visitor goes: the sign-in page, which sends them back to `page` afterwards. */
export function signInRedirect(page: string): Response {
  const { pathname, search } = new URL(page, location.href);
  const next = new URLSearchParams({ next: `${pathname}${search}` });
  return redirect(`${deskPages.signIn}?${next}`);
}

type DeskRequest = {
  method?: string;
  body?: unknown;
  /** A file sent as the body's bytes, its type as Content-Type and its name in X-File-Name (uploads). */
  file?: File;
  /** The desk page the call serves: a loader's request.url (the page being opened), else the current one. */
  page?: string;
};

/**
 * A call to the desk API. Sends and reads JSON; a 401 (no session, or it ended) throws the redirect to
 * /sign-in that loaders and actions hand to the router; any other failure throws a DeskError.
 */
export async function deskFetch<T>(url: string, init: DeskRequest = {}): Promise<T> {
  let response: Response;
  try {
    const { file } = init;
    response = await fetch(url, {
      method: init.method ?? "GET",
      headers: file
        ? {
            // A file the browser cannot type (a HEIC on many systems) goes as bytes: the server names what it is.
            "Content-Type": file.type || "application/octet-stream",
            "X-File-Name": encodeURIComponent(file.name),
          }
        : init.body === undefined
          ? {}
          : { "Content-Type": "application/json" },
      body: file ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      credentials: "same-origin",
    });
  } catch {
    throw new DeskError(0, deskWords.errors.network);
  }
  if (response.status === 401) throw signInRedirect(init.page ?? location.href);
  if (!response.ok) {
    const body: Partial<ErrorAnswer> | undefined = await response.json().catch(() => undefined);
    throw new DeskError(
      response.status,
      body?.message ? inDeskLanguage(body.message) : deskWords.errors.generic,
      body?.fields,
    );
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}
