import { enquiryFormWords as copy } from "~/lang/enquiry-form.ts";

export type Tone = "success" | "error";

/** Colours of a result message, shared with the no-JavaScript messages of the form. */
export const toneClass: Record<Tone, string> = {
  success: "bg-forest-100 text-forest-900 ring-forest-700/30",
  error: "bg-onion-700/10 text-onion-700 ring-onion-700/30",
};

type StatusAlertProps = { tone: Tone; message: string; onDismiss: () => void };

/** The answer to a send, announced in the page (role="alert") instead of a blocking window.alert. */
export function StatusAlert({ tone, message, onDismiss }: StatusAlertProps) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-xl px-4 py-3 font-semibold text-sm ring-1 ${toneClass[tone]}`}
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={copy.dismiss}
        className="-m-1 rounded-full p-1 leading-none hover:bg-black/5"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m5 5 10 10M15 5 5 15" />
        </svg>
      </button>
    </div>
  );
}
