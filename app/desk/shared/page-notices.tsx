/**
 * The outcome of the page's last step, where screen readers hear it: what was done (a status) or what went
 * wrong (an alert). Both regions are always in the page, so a message put into one is announced.
 */
export function PageNotices({ done, error }: { done?: string | null; error?: string | null }) {
  return (
    <>
      <div role="status" className="empty:hidden">
        {done && (
          <p className="rounded-xl bg-forest-100 px-4 py-3 font-semibold text-forest-900 text-sm">{done}</p>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {error && (
          <p className="rounded-xl bg-onion-700/10 px-4 py-3 font-semibold text-onion-700 text-sm ring-1 ring-onion-700/30">
            {error}
          </p>
        )}
      </div>
    </>
  );
}
