import { randomBytes } from "node:crypto";
import type { Enquiry } from "#domain/enquiry/enquiry.ts";

// Each enquiry carries a token unique to this run in its message, so a mail is matched to its enquiry
// without depending on how the server words the mail.
const runId = randomBytes(4).toString("hex");
export const tokenPattern = /\brelt[0-9a-f]{8}n\d+\b/g;

export function enquiryToken(n: number): string {
  return `relt${runId}n${n}`;
}

/** A valid enquiry whose message carries `enquiryToken(n)`. */
export function validEnquiry(n: number): Omit<Enquiry, "quote"> {
  return {
    name: `Load Tester ${n}`,
    company: "Reliability Foods",
    email: `buyer${n}@example.test`,
    phone: "919876543210",
    message: `Please quote 20 t of dehydrated onion flakes. Reference ${enquiryToken(n)}.`,
  };
}

export type EnquiryAnswer = { status: number; body: { message?: unknown; id?: unknown } | undefined };

/** POSTs an enquiry as the form does; a network failure (the server died) answers status 0. */
export async function postEnquiry(baseUrl: string, enquiry: unknown): Promise<EnquiryAnswer> {
  try {
    const response = await fetch(`${baseUrl}/api/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: EnquiryAnswer["body"];
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: undefined };
  }
}
