// A test file that publishes runs a server and a database of its own: the shared e2e server's pages stay the
// defaults every other test file reads.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, request as newRequest } from "@playwright/test";
import { type Publishing, type SiteDraft, siteApi } from "#domain/desk/site-contract.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { createOwner, type Owner } from "./desk-helpers.ts";
import { freePort } from "./reliability/ports.ts";
import { type ServerProcess, startServer } from "./reliability/server-process.ts";

export type OwnServer = {
  server: ServerProcess;
  dataDir: string;
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  base: string;
  /** Requests as the signed-in owner, from the site's own origin (the desk's API refuses others). */
  api: APIRequestContext;
  owner: Owner;
  /** Stops the server and deletes its data folder. */
  stop: () => Promise<void>;
};

/**
 * The production server on a fresh data folder (named from `prefix`) with one owner, made with the CLI and
 * signed in. Mail goes nowhere (no SMTP_URL). Whatever fails on the way is cleaned up before it is thrown.
 */
export async function startOwnServer(prefix: string): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  let server: ServerProcess | undefined;
  let api: APIRequestContext | undefined;
  const stop = async () => {
    await api?.dispose();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const owner = createOwner(dataDir);
    server = await startServer({
      port: await freePort(),
      dataDir,
      smtpPort: await freePort(),
      env: { SMTP_URL: "" },
    });
    const base = server.url;
    api = await newRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
    const signedIn = await api.post("/api/auth/sign-in", { data: owner });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    return { server, dataDir, base, api, owner, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The owner's draft as the desk's API gives it. */
export async function readDraft(api: APIRequestContext): Promise<SiteDraft> {
  const response = await api.get(siteApi.draft);
  expect(response.status()).toBe(200);
  return (await response.json()) as SiteDraft;
}

/** Waits until the publish under way (a publish or a restore) has ended 'published'. */
export async function waitForPublished(api: APIRequestContext, timeout = 30_000): Promise<void> {
  await expect
    .poll(async () => ((await (await api.get(siteApi.publishing)).json()) as Publishing).state, { timeout })
    .toBe("published");
}

/** Saves the draft changed by `change`, publishes it, and waits for 'published'. */
export async function publish(
  api: APIRequestContext,
  change: (content: SiteContent) => void,
  timeout?: number,
): Promise<void> {
  const { revision, content } = await readDraft(api);
  change(content);
  const saved = await api.put(siteApi.saveDraft, { data: { revision, content } });
  expect(saved.status(), await saved.text()).toBe(200);
  const started = await api.post(siteApi.publish, { data: { revision: (await saved.json()).revision } });
  expect(started.status(), await started.text()).toBe(202);
  await waitForPublished(api, timeout);
}
