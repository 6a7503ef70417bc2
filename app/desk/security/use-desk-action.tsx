import { useState } from "react";
import { useRevalidator } from "react-router";
import { DeskError } from "#app/desk/shared/fetch.ts";

type Outcome = { ok: boolean; text: string } | null;

/**
 * A step the owner starts in this browser (adding a passkey, subscribing to notifications): busy while it
 * runs, then its outcome, shown by `outcome` in a status or an alert region, and the page's data reloaded.
 * `work` answers the sentence for success; a DeskError's message is shown as it is, anything else as `failed`.
 */
export function useDeskAction(failed: string) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Outcome>(null);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await work() });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof Response) throw error;
      setResult({ ok: false, text: error instanceof DeskError ? error.message : failed });
    } finally {
      setBusy(false);
    }
  };

  const outcome = (
    <>
      <div role="status" className="empty:hidden">
        {result?.ok && <p className="font-semibold text-forest-800 text-sm">{result.text}</p>}
      </div>
      <div role="alert" className="empty:hidden">
        {result && !result.ok && <p className="font-semibold text-onion-700 text-sm">{result.text}</p>}
      </div>
    </>
  );
  return { busy, run, outcome };
}
