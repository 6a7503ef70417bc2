// What the sign-in form and a link's new-account form share, so both pages look and read alike: the card, the
// fields' look, the error box the form points to, the submit button, the "or" between the two ways and the
// passkey's button.
import type { ReactNode } from "react";

export const fieldClass =
  "block w-full rounded-xl border border-earth-700/40 bg-white px-4 py-3 text-base text-earth-900 shadow-sm focus:border-forest-700 focus:outline-3 focus:outline-saffron-500";
export const labelClass = "mb-1.5 block font-bold text-forest-900 text-sm";

export function FormCard({ children }: { children: ReactNode }) {
  return <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-earth-900/5 sm:p-8">{children}</div>;
}

/** Always in the page, so a screen reader announces the message the moment it appears (role="alert"). */
export function ErrorBox({ id, error }: { id: string; error: string | null }) {
  return (
    <div role="alert" id={id} className="empty:hidden">
      {error && (
        <p className="rounded-xl bg-onion-700/10 px-4 py-3 font-semibold text-onion-700 text-sm ring-1 ring-onion-700/30">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="min-h-12 w-full rounded-full bg-saffron-400 px-6 py-3 font-bold text-base text-forest-950 transition-colors hover:bg-saffron-300 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** The password's form, "or", then the passkey's button below it. */
export function PasskeyChoice({
  or,
  disabled,
  onClick,
  children,
}: {
  or: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <p className="my-5 flex items-center gap-3 text-earth-700 text-sm before:h-px before:flex-1 before:bg-earth-900/15 after:h-px after:flex-1 after:bg-earth-900/15">
        {or}
      </p>
      <button
        type="button"
        disabled={disabled}
        onClick={onClick}
        className="min-h-12 w-full rounded-full border-2 border-forest-800 px-6 py-3 font-bold text-base text-forest-800 transition-colors hover:bg-forest-800 hover:text-white disabled:opacity-60"
      >
        {children}
      </button>
    </>
  );
}
