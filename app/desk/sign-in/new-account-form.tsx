import { useId, useState } from "react";
import { minPasswordLength } from "#domain/desk/sign-in-paths.ts";
import type { PasskeyCreationOptions, SignedIn } from "#domain/desk/types.ts";
import { newAccountWords as copy } from "~/lang/sign-in.ts";
import { ErrorBox, FormCard, fieldClass, labelClass, PasskeyChoice, SubmitButton } from "./form-parts.tsx";
import { refusalInPageLanguage } from "./link-page.tsx";
import { type Answer, postJson } from "./post-json.ts";

/** Where a link's page sends its choice: the password's route, and the passkey's two. */
export type NewAccountRoutes = { password: string; passkeyOptions: string; passkey: string };

/**
 * A password (the command line's rules: the server checks them) or a passkey, for the account a link makes;
 * `fixedEmail` is the invitation's address, else the person types theirs (the setup of the first account).
 * Once the server has made the account and its session, the desk opens.
 */
export function NewAccountForm({
  token,
  fixedEmail,
  routes,
}: {
  token: string;
  fixedEmail?: string;
  routes: NewAccountRoutes;
}) {
  const errorId = useId();
  const [email, setEmail] = useState(fixedEmail ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const who = fixedEmail ? { token } : { token, email };

  const finish = async (attempt: () => Promise<Answer<SignedIn>>, failed: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await attempt();
      if (answer.ok) {
        // A full load: the desk is a document of its own, isolated from other windows.
        location.assign(answer.data.next);
        return;
      }
      setError(answer.data.fields?.password ?? refusalInPageLanguage(answer.data.message) ?? failed);
    } catch (cause) {
      setError(cause instanceof TypeError ? copy.network : failed);
    }
    setBusy(false);
  };

  const withPasskey = () =>
    finish(async () => {
      const { browserSupportsWebAuthn, startRegistration } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn()) return { ok: false, data: { message: copy.noPasskeySupport } };
      const options = await postJson<PasskeyCreationOptions>(routes.passkeyOptions, who);
      if (!options.ok) return options;
      const response = await startRegistration({ optionsJSON: options.data });
      return postJson<SignedIn>(routes.passkey, { ...who, response });
    }, copy.passkeyFailed);

  return (
    <FormCard>
      <form
        aria-describedby={error ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const password = String(new FormData(event.currentTarget).get("password") ?? "");
          void finish(() => postJson<SignedIn>(routes.password, { ...who, password }), copy.network);
        }}
        className="space-y-5"
      >
        <ErrorBox id={errorId} error={error} />
        <div className={fixedEmail ? "hidden" : undefined}>
          <label htmlFor="new-account-email" className={labelClass}>
            {copy.setup.email}
          </label>
          <input
            id="new-account-email"
            name="email"
            type="email"
            required
            readOnly={fixedEmail !== undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="new-account-password" className={labelClass}>
            {copy.password}
          </label>
          <input
            id="new-account-password"
            name="password"
            type="password"
            required
            minLength={minPasswordLength}
            autoComplete="new-password"
            aria-describedby="new-account-password-help"
            className={fieldClass}
          />
          <p id="new-account-password-help" className="mt-1.5 text-earth-700 text-sm">
            {copy.passwordHelp}
          </p>
        </div>
        <SubmitButton disabled={busy}>{busy ? copy.working : copy.usePassword}</SubmitButton>
      </form>
      <PasskeyChoice
        or={copy.or}
        disabled={busy || (!fixedEmail && !email.includes("@"))}
        onClick={() => void withPasskey()}
      >
        {copy.usePasskey}
      </PasskeyChoice>
    </FormCard>
  );
}
