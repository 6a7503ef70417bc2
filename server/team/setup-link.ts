import { randomUUID, timingSafeEqual } from "node:crypto";
import { teamPages } from "#domain/desk/team-api.ts";
import { linkRefusals } from "#domain/desk/team-refusals.ts";
import { newToken, tokenDigest } from "./invitations.ts";

export type SetupLink = ReturnType<typeof createSetupLink>;

/**
 * The first account without a shell: a token made at start and held in memory only, so a restart ends it. It
 * works while no account exists; the first account made, by it or by the command line, ends it for good.
 */
export function createSetupLink(anyAccount: () => boolean) {
  const token = newToken();
  const digest = Buffer.from(tokenDigest(token));
  /** The first Owner's id, chosen now: a passkey made on the page carries it before the account exists. */
  const ownerId = randomUUID();
  let challenge: string | undefined;

  return {
    ownerId,
    path: `${teamPages.setup}?${new URLSearchParams({ token })}`,
    isOpen: () => !anyAccount(),
    /** The sentence that refuses a token, or undefined when it opens the setup. */
    refusal(given: string): string | undefined {
      if (anyAccount()) return linkRefusals.setupGone;
      const candidate = Buffer.from(tokenDigest(given));
      return timingSafeEqual(candidate, digest) ? undefined : linkRefusals.unknownSetup;
    },
    setChallenge(value: string) {
      challenge = value;
    },
    /** The passkey's challenge, once. */
    takeChallenge() {
      const taken = challenge;
      challenge = undefined;
      return taken;
    },
  };
}
