import { useId } from "react";
import { fullDateTime, timeAgo } from "#app/desk/shared/format.ts";

/**
 * "2 hours ago", with the full date and time in a tooltip that shows on hover and on keyboard focus (a title
 * attribute shows on neither a touch nor a focus). The tooltip also describes the time for screen readers.
 */
export function TimeAgo({ iso, now }: { iso: string; now?: Date }) {
  const tooltipId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users read the full date.
    <span tabIndex={0} aria-describedby={tooltipId} className="group/time relative inline-block rounded">
      <time dateTime={iso} className="underline decoration-dotted underline-offset-4">
        {timeAgo(iso, now)}
      </time>
      <span
        role="tooltip"
        id={tooltipId}
        className="pointer-events-none absolute end-0 top-full z-20 mt-1 hidden whitespace-nowrap rounded-lg bg-forest-950 px-3 py-1.5 font-semibold text-white text-xs shadow-lg group-hover/time:block group-focus/time:block"
      >
        {fullDateTime(iso)}
      </span>
    </span>
  );
}
