import { useEffect, useId, useState } from "react";
import { pageLang } from "#app/lib/page-lang.ts";
import { deskNext } from "#domain/desk/next.ts";
import { deskPages, signInApi } from "#domain/desk/sign-in-paths.ts";
import { newAccountApi } from "#domain/desk/team-api.ts";
import type { PasskeyRequestOptions, SetupState, SignedIn } from "#domain/desk/types.ts";
import { signInWords as content } from "~/lang/sign-in.ts";
import { ErrorBox, FormCard, fieldClass, labelClass, PasskeyChoice, SubmitButton } from "./form-parts.tsx";
import { type Answer, postJson } from "./post-json.ts";

type Busy = "password" | "passkey" | null;

/** Why a sign-in failed, in the page's language: the server says it in English. */
function failureInPageLanguage(answer: Answer<SignedIn> & { ok: false }, kind: Busy): string {
  if (answer.status === 429)
    return content.errors.locked(Math.max(1, Math.ceil((answer.retryAfterSeconds ?? 900) / 60)));
  if (answer.status === 401 && kind === "password") return content.errors.wrong;
  if (answer.status === 401 && pageLang !== "en") return content.errors.passkey;
  return answer.data.message ?? content.errors.wrong;
}

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
      setError(failureInPageLanguage(answer, kind));
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

  return (
    <FormCard>
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
        <ErrorBox id={errorId} error={error} />
        <div>
          <label htmlFor="sign-in-email" className={labelClass}>
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
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="sign-in-password" className={labelClass}>
            {content.password}
          </label>
          <input
            id="sign-in-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={fieldClass}
          />
        </div>
        <SubmitButton disabled={busy !== null}>
          {busy === "password" ? content.submitting : content.submit}
        </SubmitButton>
      </form>
      <PasskeyChoice or={content.or} disabled={busy !== null} onClick={() => void signInWithPasskey()}>
        {busy === "passkey" ? content.passkeyWorking : content.passkey}
      </PasskeyChoice>
      {noAccount ? (
        <p className="mt-6 rounded-xl bg-saffron-300/40 px-4 py-3 font-semibold text-forest-950 text-sm">
          {content.noAccountYet}
        </p>
      ) : (
        <p className="mt-6 text-earth-700 text-sm">{content.noAccount}</p>
      )}
    </FormCard>
  );
}
