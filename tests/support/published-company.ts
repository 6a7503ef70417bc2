// The owner's company facts changed and published while the app runs, for the tests of the mails,
// pages and PDFs that carry them: each must show her facts from the next one composed, not the code's defaults.
import type { Response } from "light-my-request";
import { expect } from "vitest";
import { siteApi } from "#domain/desk/site-contract.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import type { SitePublisher } from "#server/site-content/publisher.ts";
import { eventually } from "./test-helper.ts";

/** Her facts, unlike every default (domain/company.ts). */
export const hers = {
  name: "Deshmukh Fresh Produce",
  phone: "+91 90000 12345",
  email: "sales@deshmukhfresh.example",
  address: "Gala 7, APMC Market Yard\nPimpalgaon Baswant, Nashik 422209",
  addressLines: ["Gala 7, APMC Market Yard", "Pimpalgaon Baswant, Nashik 422209"],
  directors: "Anita Kulkarni (Marketing), Sunil Kulkarni (Sales)",
  salesDirector: "Sunil Kulkarni",
} as const;

/** The content with her company's name, phone, e-mail, address and directors. */
export function withHerCompany(content: SiteContent): SiteContent {
  const { company } = content;
  return {
    ...content,
    company: {
      ...company,
      name: hers.name,
      overview: { ...company.overview, directors: { en: hers.directors } },
      contact: { ...company.contact, phone: hers.phone, email: hers.email, address: hers.address },
    },
  };
}

/**
 * A publisher with nothing to render (the tests that use it read what the server composes, not the public pages):
 * a publish ends 'published' at once.
 */
export const instantPublisher: SitePublisher = {
  publish: async () => {},
  preview: async () => ({ status: 200, html: "<!doctype html><title>preview</title>" }),
};

/** A signed-in owner's request to the desk's API (the tests' `call`). */
type DeskCall = (method: "GET" | "PUT" | "POST", url: string, payload?: object) => Promise<Response>;

/** Publishes her company as the owner does on the desk: saved over the draft, published, 'published'. */
export async function publishHerCompany(call: DeskCall): Promise<void> {
  const { revision, content } = (await call("GET", siteApi.draft)).json();
  const saved = await call("PUT", siteApi.saveDraft, { revision, content: withHerCompany(content) });
  expect(saved.statusCode, saved.body).toBe(200);
  const started = await call("POST", siteApi.publish, { revision: revision + 1 });
  expect(started.statusCode, started.body).toBe(202);
  await eventually(async () => (await call("GET", siteApi.publishing)).json().state === "published");
}
