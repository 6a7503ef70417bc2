import { enquiryFormCopy as copy } from "~/content/enquiry-form";

type StatusAlertProps = { tone: "success" | "error"; message: string; onDismiss: () => void };

/** The answer to a send, announced in the page (role="alert") instead of a blocking window.alert. */
export function StatusAlert({ tone, message, onDismiss }: StatusAlertProps) {
  const colours =
    tone === "success"
      ? "border-emerald-300 bg-emerald-50 text-emerald-900"
      : "border-red-300 bg-red-50 text-red-900";
  return (
    <div role="alert" className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm ${colours}`}>
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={copy.dismiss}
        className="-m-1 rounded p-1 leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m5 5 10 10M15 5 5 15" />
        </svg>
      </button>
    </div>
  );
}
