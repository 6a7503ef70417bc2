// The desk's Security page and sign-in as zod schemas (sessions, passkeys and WebAuthn, the devices notified by
// Web Push), apart from the enquiries' contract.ts; used as contract.ts is (types only in the browser).
import { z } from "zod";
import { instant } from "./contract.ts";

export const sessionInfo = z.object({
  id: z.string(),
  browser: z.string().describe('A short browser and system label ("Chrome on Windows")'),
  ip: z.string(),
  createdAt: instant,
  lastSeenAt: instant,
  current: z.boolean(),
});

export const passkeyInfo = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
});

// WebAuthn's JSON forms (as @simplewebauthn/browser sends them), checked in shape; the library verifies them.
const base64url = z.string().max(16_384);
const clientExtensionResults = z.object({
  appid: z.boolean().optional(),
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
  hmacCreateSecret: z.boolean().optional(),
});
const credential = {
  id: base64url,
  rawId: base64url,
  authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
  clientExtensionResults,
  type: z.literal("public-key"),
};

export const registrationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

export const authenticationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const newPasskey = z.object({
  response: registrationResponse,
  name: z.string().trim().min(1).max(100).default("Passkey"),
});

/** Where to go after signing in: a desk path (anything else becomes the inbox). */
const next = z.string().max(2048).optional();

export const passwordSignIn = z.object({
  email: z.string().trim().max(320),
  password: z.string().max(1024),
  next,
});
export const passkeySignIn = z.object({ response: authenticationResponse, next });
export const signedIn = z.object({ next: z.string() });

// The WebAuthn options the server makes (@simplewebauthn/server) for the browser's passkey prompt.
const credentialDescriptor = z.object({
  id: base64url,
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const extensionInputs = z.object({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
  minPinLength: z.boolean().optional(),
});

const requirement = z.enum(["discouraged", "preferred", "required"]);
const hints = z.array(z.enum(["hybrid", "security-key", "client-device"]));

export const passkeyCreationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: base64url,
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints: hints.optional(),
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  attestationFormats: z
    .array(z.enum(["fido-u2f", "packed", "android-safetynet", "android-key", "tpm", "apple", "none"]))
    .optional(),
  extensions: extensionInputs.optional(),
});

export const passkeyRequestOptions = z.object({
  challenge: base64url,
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: requirement.optional(),
  hints: hints.optional(),
  extensions: extensionInputs.optional(),
});

/** A browser's PushSubscription (its toJSON()): where its push service takes messages, and the keys to encrypt to. */
export const pushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/, error: "Expected the push service's https: endpoint." }).max(2048),
  keys: z.object({ p256dh: z.base64url().max(200), auth: z.base64url().max(100) }),
  expirationTime: z.number().nullable().optional(),
});

/** A device notified of new enquiries. */
export const pushDevice = z.object({
  id: z.string(),
  name: z.string().describe("Browser and system, from the User-Agent it subscribed with"),
  endpoint: z.string().describe("The subscription's endpoint: the page marks its own device with it"),
  createdAt: instant,
});

export const pushDevices = z.object({
  publicKey: z.string().describe("The server's VAPID public key (applicationServerKey), base64url"),
  devices: z.array(pushDevice),
});
