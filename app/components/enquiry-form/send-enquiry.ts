import { pageLang } from "#app/lib/page-lang.ts";
import { arrivalHeader, readArrival } from "#domain/enquiry/arrival.ts";
import type { Enquiry } from "#domain/enquiry/enquiry.ts";
import { siteLanguageHeader } from "#domain/enquiry/enquiry-language.ts";
import { defaultLang } from "#domain/i18n.ts";
import { enquiryFormWords as copy } from "~/lang/enquiry-form.ts";

declare global {
  interface ImportMetaEnv {
    /** Origin of the enquiry API when it is hosted apart from the site; empty means the same origin. */
    readonly VITE_API_BASE?: string;
  }
}

export const sendEmailUrl = `${(import.meta.env.VITE_API_BASE ?? "").replace(/\/+$/, "")}/api/send-email`;

export type SendResult = { ok: boolean; message: string };

/**
 * Posts the enquiry as JSON (its `quote` only when the buyer filled in some of it), with the tab's arrival
 * record and the page's language (other than English) in headers of their own, so the body stays the enquiry alone. `ok` follows the HTTP status (it decides whether the form is cleared);
 * `message` is the answer's own message, or 'Failed to send message.' when the network or the JSON fails.
 */
export async function sendEnquiry(enquiry: Enquiry): Promise<SendResult> {
  try {
    const arrival = readArrival();
    const response = await fetch(sendEmailUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(arrival ? { [arrivalHeader]: arrival } : {}),
        ...(pageLang === defaultLang ? {} : { [siteLanguageHeader]: pageLang }),
      },
      body: JSON.stringify(enquiry),
    });
    const body: unknown = await response.json();
    const message =
      typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
        ? body.message
        : undefined;
    return { ok: response.ok, message: message ?? (response.ok ? copy.sentFallback : copy.failed) };
  } catch (error) {
    console.error("Sending the enquiry failed:", error);
    return { ok: false, message: copy.failed };
  }
}
