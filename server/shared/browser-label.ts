import Bowser from "bowser";

/** "Chrome on Windows", from a User-Agent: how the sessions list, the notified devices and the activity name it. */
export function browserLabel(userAgent: string): string {
  const { browser, os } = Bowser.parse(userAgent || "unknown");
  if (!browser.name) return "Unknown browser";
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}
