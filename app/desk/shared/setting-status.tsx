import type { SettingNotice } from "./use-saved-setting.ts";

/** A setting's outcome where a screen reader hears it: saved (what it is now), or why not. */
export function SettingStatus({ notice }: { notice: SettingNotice }) {
  return (
    <p
      role="status"
      className={`text-sm ${notice?.error ? "text-onion-700" : "text-forest-800"} empty:hidden`}
    >
      {notice?.text}
    </p>
  );
}
