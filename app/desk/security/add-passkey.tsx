import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { deskApi } from "#domain/desk/api.ts";
import type { PasskeyCreationOptions, PasskeyInfo } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { deskButton, deskControl } from "../shared/ui.ts";
import { useDeskAction } from "./use-desk-action.tsx";

const copy = deskWords.security;

/** Creates a passkey on this device. SimpleWebAuthn's browser code loads only when the button is pressed. */
export function AddPasskey() {
  const { busy, run, outcome } = useDeskAction(copy.passkeyFailed);

  const add = (form: HTMLFormElement) =>
    run(async () => {
      const { browserSupportsWebAuthn, startRegistration } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn()) throw new DeskError(0, copy.noPasskeySupport);
      const name = String(new FormData(form).get("name") ?? "").trim() || copy.defaultPasskeyName;
      const optionsJSON = await deskFetch<PasskeyCreationOptions>(deskApi.passkeyOptions, { method: "POST" });
      const response = await startRegistration({ optionsJSON });
      await deskFetch<PasskeyInfo>(deskApi.passkeys, { method: "POST", body: { response, name } });
      form.reset();
      return copy.passkeyAdded;
    });

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
      {outcome}
    </form>
  );
}
