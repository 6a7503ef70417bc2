// The desk's Site section for tests: the app over a real SQLite file, an owner signed in, and a publisher that
// records what it is asked to publish and finishes when the test says (the real one renders pages).
import { expect } from "vitest";
import { siteApi } from "#domain/desk/site-contract.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import type { SitePublisher } from "#server/site-content/publisher.ts";
import { addOwner, buildTestApp, eventually, manualClock, signIn, siteHeaders } from "./test-helper.ts";

type Pending = {
  content: SiteContent;
  progress: (done: number, total: number) => void;
  end: (error?: Error) => void;
};

/** A publisher that records each publish and leaves it running until the test ends it. */
function recordingPublisher() {
  const publishes: Pending[] = [];
  const previews: { content: SiteContent; path: string }[] = [];
  const publisher: SitePublisher = {
    publish: (content, progress) =>
      new Promise((resolve, reject) => {
        publishes.push({ content, progress, end: (error) => (error ? reject(error) : resolve()) });
      }),
    preview: async (content, pagePath) => {
      previews.push({ content, path: pagePath });
      return {
        status: 200,
        html: `<!doctype html><html><head><meta name="robots" content="noindex"></head><body>${content.products[0]?.name.en}</body></html>`,
      };
    },
  };
  return { publisher, publishes, previews };
}

/** The app with Priya signed in; `sign` signs in another owner. */
export async function siteDesk() {
  const clock = manualClock(Date.parse("2026-11-26T08:30:00Z"));
  const recorded = recordingPublisher();
  const app = await buildTestApp({ now: clock.now, publisher: recorded.publisher });
  const sign = async (email: string) => {
    await addOwner(app.dataDir, email);
    const { cookie } = await signIn(app, email);
    return (method: "GET" | "PUT" | "POST", url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { ...siteHeaders, cookie },
        ...(payload === undefined
          ? {}
          : {
              headers: { ...siteHeaders, cookie, "content-type": "application/json" },
              payload: typeof payload === "string" ? payload : JSON.stringify(payload),
            }),
      });
  };
  const priya = await sign("priya@example.com");
  /** Saves the content over the draft and publishes it to the end, as the owner does. */
  const publish = async (content: SiteContent) => {
    const { revision } = (await priya("GET", siteApi.draft)).json();
    expect((await priya("PUT", siteApi.saveDraft, { revision, content })).statusCode).toBe(200);
    const before = recorded.publishes.length;
    expect((await priya("POST", siteApi.publish, { revision: revision + 1 })).statusCode).toBe(202);
    // The publisher is called once the content's photos have all their files (server/photos/).
    await eventually(() => recorded.publishes.length > before);
    recorded.publishes.at(-1)?.end();
    await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "published");
  };
  return { app, clock, ...recorded, sign, priya, publish };
}
