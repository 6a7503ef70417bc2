// The 'Team' page, invitations and the first account as zod schemas; used as contract.ts is (types only in the
// browser).
import { z } from "zod";
import { instant } from "./contract.ts";
import { deskLanguages } from "./desk-language.ts";
import { roles } from "./roles.ts";
import { registrationResponse } from "./security-contract.ts";

const role = z.enum(roles);
const language = z
  .enum(deskLanguages, "Choose English or Arabic.")
  .describe("The new person's desk language, and that of the invitation's mail and page");
const email = z.email("Enter an e-mail address, like name@example.com.").trim().max(320);

export const person = z.object({
  id: z.string(),
  email: z.string(),
  role,
  lastSignInAt: instant.nullable().describe("Null until their first sign-in"),
  passkeys: z.number().int(),
  you: z.boolean().describe("The signed-in person themselves"),
});

export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role,
  language,
  invitedBy: z.string(),
  createdAt: instant,
  expiresAt: instant,
});

export const team = z.object({ people: z.array(person), invitations: z.array(pendingInvitation) });

export const invitationInput = z.strictObject({
  email,
  role,
  language: language.optional().describe("The invitation's language; the inviting Owner's own when left out"),
});
export const roleChange = z.strictObject({ role });

/** A link's token: 32 random bytes in base64url. */
const token = z.string().trim().min(1).max(200);
const password = z.string().max(1024);

export const invitationToken = z.strictObject({ token });
export const invitationFacts = z.object({ email: z.string(), role });
export const invitationPassword = z.strictObject({ token, password });
export const invitationPasskey = z.strictObject({ token, response: registrationResponse });

export const setupState = z.object({
  setupLink: z.boolean().describe("True while no account exists: the server printed a setup link at start"),
});
export const setupAccount = z.strictObject({ token, email });
export const setupPassword = z.strictObject({ token, email, password });
export const setupPasskey = z.strictObject({ token, email, response: registrationResponse });
