import { useState } from "react";
import { useRevalidator } from "react-router";
import { deskApi, type PasskeyCreationOptions, type PasskeyInfo } from "~/desk/api";
import { deskContent } from "~/desk/content";
import { DeskError, deskFetch } from "~/desk/fetch";
import { deskButton, deskControl } from "./ui";

const copy = deskContent.security;

/** Creates a passkey on this device. SimpleWebAuthn's browser code loads only when the button is pressed. */
export function AddPasskey() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const add = async (form: HTMLFormElement) => {
    setBusy(true);
    setResult(null);
    try {
      const { browserSupportsWebAuthn, startRegistration } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn()) throw new DeskError(0, copy.noPasskeySupport);
      const name = String(new FormData(form).get("name") ?? "").trim() || copy.defaultPasskeyName;
      const optionsJSON = await deskFetch<PasskeyCreationOptions>(deskApi.passkeyOptions, { method: "POST" });
      const response = await startRegistration({ optionsJSON });
      await deskFetch<PasskeyInfo>(deskApi.passkeys, { method: "POST", body: { response, name } });
      form.reset();
      setResult({ ok: true, text: copy.passkeyAdded });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof Response) throw error;
      setResult({ ok: false, text: error instanceof DeskError ? error.message : copy.passkeyFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void add(event.currentTarget);
      }}
      className="space-y-3"
    >
      <div>
        <label htmlFor="passkey-name" className="mb-1 block font-bold text-forest-900 text-sm">
          {copy.passkeyName}
        </label>
        <div className="flex flex-wrap gap-3">
          <input
            id="passkey-name"
            name="name"
            maxLength={100}
            placeholder={copy.passkeyNameHint}
            className={`${deskControl} flex-1 basis-48 px-3`}
          />
          <button type="submit" disabled={busy} className={deskButton.primary}>
            {busy ? copy.addingPasskey : copy.addPasskey}
          </button>
        </div>
      </div>
      <div role="status" className="empty:hidden">
        {result?.ok && <p className="font-semibold text-forest-800 text-sm">{result.text}</p>}
      </div>
      <div role="alert" className="empty:hidden">
        {result && !result.ok && <p className="font-semibold text-onion-700 text-sm">{result.text}</p>}
      </div>
    </form>
  );
}
