import { existsSync } from "node:fs";

/** The system Chromium (CHROME_PATH, else Debian's): tests and benchmarks never download a browser. */
export function systemChromium(): string {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}. Install Debian's package (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
  return chromePath;
}

/** Flags Chromium needs on these machines: run as root, no GPU, and no calls home on a closed network. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
