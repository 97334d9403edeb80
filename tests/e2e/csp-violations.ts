// What a page's Content-Security-Policy refused, as the browser reports it.
import type { BrowserContext } from "@playwright/test";

/** Collects every CSP violation the context's pages report (a tab they open too), from the first script on. */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction("reportCspViolation", (line: string) => violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) {
      violations.push(`${message.page()?.url()}: ${message.text()}`);
    }
  });
  return violations;
}
