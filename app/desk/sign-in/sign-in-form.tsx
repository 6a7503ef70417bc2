import { useEffect, useId, useState } from "react";
import { signInWords as content } from "#app/desk/sign-in/words.ts";
import { deskNext } from "#domain/desk/next.ts";
import { deskPages, signInApi } from "#domain/desk/sign-in-paths.ts";
import { newAccountApi } from "#domain/desk/team-api.ts";
import { noAccountYet } from "#domain/desk/team-words.ts";
import type { PasskeyRequestOptions, SetupState, SignedIn } from "#domain/desk/types.ts";
import { type Answer, postJson } from "./post-json.ts";

type Busy = "password" | "passkey" | null;

/** The message for the reason the server put in the address after a plain form post. */
function messageOfQuery(query: URLSearchParams): string | null {
  const error = query.get("error");
  if (error === "wrong") return content.errors.wrong;
  if (error === "locked") return content.errors.locked(Math.max(1, Number(query.get("retry")) || 15));
  return null;
}

/**
 * Email and password, or a passkey. Without JavaScript the form posts to the server, which redirects to the
 * desk or back here with the reason in the query; with it, the same request goes as JSON and the answer shows
 * in place. The passkey code (SimpleWebAuthn) loads only when its button is pressed.
 */
export function SignInForm() {
  const errorId = useId();
  const [next, setNext] = useState<string>(deskPages.inbox);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [noAccount, setNoAccount] = useState(false);

  // Read after hydration: the pre-rendered page has no query, and the first render must match it.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    setNext(deskNext(query.get("next")));
    setError(messageOfQuery(query));
    // A fresh install has no account yet: say where its first one comes from.
    fetch(newAccountApi.setup, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<SetupState>) : undefined))
      .then((state) => setNoAccount(state?.setupLink === true))
      .catch(() => {});
  }, []);

  const finish = async (attempt: () => Promise<Answer<SignedIn>>, kind: Busy) => {
    setBusy(kind);
    setError(null);
    let leaving = false;
    try {
      const answer = await attempt();
      if (answer.ok) {
        leaving = true;
        // A full load, not a client-side move: the desk is a document of its own, isolated from other
        // windows (security-headers.ts), which the public page it came from is not.
        location.assign(deskNext(answer.data.next));
        return;
      }
      setError(answer.data.message ?? content.errors.wrong);
    } catch (cause) {
      setError(cause instanceof TypeError ? content.errors.network : content.errors.passkey);
    } finally {
      if (!leaving) setBusy(null);
    }
  };

  const signInWithPassword = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    return finish(
      () =>
        postJson<SignedIn>(signInApi.signIn, {
          email: fields.get("email"),
          password: fields.get("password"),
          next,
        }),
      "password",
    );
  };

  const signInWithPasskey = () =>
    finish(async () => {
      const { browserSupportsWebAuthn, startAuthentication } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn())
        return { ok: false, data: { message: content.errors.noPasskeySupport } };
      const options = await postJson<PasskeyRequestOptions>(signInApi.passkeySignInOptions, {});
      if (!options.ok) return options;
      const response = await startAuthentication({ optionsJSON: options.data });
      return postJson<SignedIn>(signInApi.passkeySignIn, { response, next });
    }, "passkey");

  const field =
    "block w-full rounded-xl border border-earth-700/40 bg-white px-4 py-3 text-base text-earth-900 shadow-sm focus:border-forest-700 focus:outline-3 focus:outline-saffron-500";

  return (
    <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-earth-900/5 sm:p-8">
      <form
        method="post"
        action={signInApi.signIn}
        aria-describedby={error ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void signInWithPassword(event.currentTarget);
        }}
        className="space-y-5"
      >
        <input type="hidden" name="next" value={next} />
        <div role="alert" id={errorId} className="empty:hidden">
          {error && (
            <p className="rounded-xl bg-onion-700/10 px-4 py-3 font-semibold text-onion-700 text-sm ring-1 ring-onion-700/30">
              {error}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="sign-in-email" className="mb-1.5 block font-bold text-forest-900 text-sm">
            {content.email}
          </label>
          <input
            id="sign-in-email"
            name="email"
            type="email"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="sign-in-password" className="mb-1.5 block font-bold text-forest-900 text-sm">
            {content.password}
          </label>
          <input
            id="sign-in-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={field}
          />
        </div>
        <button
          type="submit"
          disabled={busy !== null}
          className="min-h-12 w-full rounded-full bg-saffron-400 px-6 py-3 font-bold text-base text-forest-950 transition-colors hover:bg-saffron-300 disabled:opacity-60"
        >
          {busy === "password" ? content.submitting : content.submit}
        </button>
      </form>
      <p className="my-5 flex items-center gap-3 text-earth-700 text-sm before:h-px before:flex-1 before:bg-earth-900/15 after:h-px after:flex-1 after:bg-earth-900/15">
        {content.or}
      </p>
      <button
        type="button"
        disabled={busy !== null}
        onClick={() => void signInWithPasskey()}
        className="min-h-12 w-full rounded-full border-2 border-forest-800 px-6 py-3 font-bold text-base text-forest-800 transition-colors hover:bg-forest-800 hover:text-white disabled:opacity-60"
      >
        {busy === "passkey" ? content.passkeyWorking : content.passkey}
      </button>
      {noAccount ? (
        <p className="mt-6 rounded-xl bg-saffron-300/40 px-4 py-3 font-semibold text-forest-950 text-sm">
          {noAccountYet}
        </p>
      ) : (
        <p className="mt-6 text-earth-700 text-sm">{content.noAccount}</p>
      )}
    </div>
  );
}
