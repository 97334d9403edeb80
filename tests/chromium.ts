// How the end-to-end tests and the benches start Chromium: Debian's build (browser downloads do not work on these
// machines), headless, with no background traffic of its own to blur what a page asks for.
import type { LaunchOptions } from "@playwright/test";

export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
