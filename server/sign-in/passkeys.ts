import type { DatabaseSync } from "node:sqlite";
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { PasskeyInfo } from "#domain/desk/types.ts";

/** Where the browser is: WebAuthn binds a passkey to the site's host name (the relying party) and origin. */
export type RelyingParty = { id: string; origin: string };

const challengeLifetimeMs = 5 * 60_000;

/** A passkey the browser made and the server verified, not stored yet. */
export type NewCredential = {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports?: string[];
};

type StoredPasskey = PasskeyInfo & {
  ownerId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string;
};

const columns = `id, owner_id AS ownerId, name, public_key AS publicKey, counter, transports,
  created_at AS createdAt, last_used_at AS lastUsedAt`;

const info = ({ id, name, createdAt, lastUsedAt }: StoredPasskey): PasskeyInfo => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): registration by a signed-in owner, and sign-in with one alone.
 * `companyName` is read at each registration (her published name): her device shows it beside the new passkey.
 */
export function createPasskeys(db: DatabaseSync, now: () => Date, companyName: () => string) {
  const byOwner = db.prepare(`SELECT ${columns} FROM passkeys WHERE owner_id = ? ORDER BY created_at`);
  const byId = db.prepare(`SELECT ${columns} FROM passkeys WHERE id = ?`);
  const insert = db.prepare(
    `INSERT INTO passkeys (id, owner_id, name, public_key, counter, transports, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const used = db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?");
  const remove = db.prepare("DELETE FROM passkeys WHERE id = ? AND owner_id = ?");
  const saveChallenge = db.prepare(
    "INSERT INTO webauthn_challenges (challenge, owner_id, expires_at) VALUES (?, ?, ?)",
  );
  // A challenge is good once: taking it deletes it, so a captured response cannot be replayed.
  const takeChallenge = db.prepare(
    "DELETE FROM webauthn_challenges WHERE challenge = ? AND owner_id IS ? AND expires_at > ? RETURNING challenge",
  );
  const pruneChallenges = db.prepare("DELETE FROM webauthn_challenges WHERE expires_at <= ?");

  const remember = (challenge: string, ownerId: string | null) => {
    const at = now().getTime();
    pruneChallenges.run(at);
    saveChallenge.run(challenge, ownerId, at + challengeLifetimeMs);
  };
  const take = (ownerId: string | null) => (challenge: string) =>
    takeChallenge.get(challenge, ownerId, now().getTime()) !== undefined;

  const creationOptions = (owner: { id: string; email: string }, rp: RelyingParty) =>
    generateRegistrationOptions({
      rpName: companyName(),
      rpID: rp.id,
      userName: owner.email,
      userID: new TextEncoder().encode(owner.id),
      attestationType: "none",
      excludeCredentials: (byOwner.all(owner.id) as StoredPasskey[]).map((p) => ({ id: p.id })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });

  const verifyCreation = async (
    response: RegistrationResponseJSON,
    expectedChallenge: string | ((challenge: string) => boolean),
    rp: RelyingParty,
  ): Promise<NewCredential | undefined> => {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
    }).catch(() => undefined);
    return result?.verified ? result.registrationInfo.credential : undefined;
  };

  const store = (ownerId: string, credential: NewCredential, name: string): PasskeyInfo => {
    const createdAt = now().toISOString();
    const transports = JSON.stringify(credential.transports ?? []);
    insert.run(credential.id, ownerId, name, credential.publicKey, credential.counter, transports, createdAt);
    return { id: credential.id, name, createdAt, lastUsedAt: null };
  };

  return {
    list: (ownerId: string) => (byOwner.all(ownerId) as StoredPasskey[]).map(info),
    remove: (id: string, ownerId: string) => remove.run(id, ownerId).changes > 0,

    async registrationOptions(owner: { id: string; email: string }, rp: RelyingParty) {
      const options = await creationOptions(owner, rp);
      remember(options.challenge, owner.id);
      return options;
    },

    /** Verifies the browser's answer and stores the new passkey; undefined when it does not verify. */
    async register(ownerId: string, response: RegistrationResponseJSON, name: string, rp: RelyingParty) {
      const credential = await verifyCreation(response, take(ownerId), rp);
      return credential && store(ownerId, credential, name);
    },

    /**
     * A passkey made with its account (an invitation, the first start's setup link): the account does not
     * exist yet, so its caller keeps the challenge, and stores the verified credential once the account exists.
     */
    newAccountOptions: creationOptions,
    verifyNewAccount: (response: RegistrationResponseJSON, challenge: string, rp: RelyingParty) =>
      verifyCreation(response, challenge, rp),
    store,

    async signInOptions(rp: RelyingParty) {
      // No allowCredentials: the authenticator offers its discoverable passkeys, so no e-mail is asked first.
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred" });
      remember(options.challenge, null);
      return options;
    },

    /** The owner id of a verified passkey sign-in, or undefined. */
    async signIn(response: AuthenticationResponseJSON, rp: RelyingParty): Promise<string | undefined> {
      const passkey = byId.get(response.id) as StoredPasskey | undefined;
      if (!passkey) return undefined;
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: take(null),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: JSON.parse(passkey.transports) as AuthenticatorTransport[],
        },
      }).catch(() => undefined);
      if (!result?.verified) return undefined;
      used.run(result.authenticationInfo.newCounter, now().toISOString(), passkey.id);
      return passkey.ownerId;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
