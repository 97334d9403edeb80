// The preview bundle's pages are the public pages and get the same treatment, but for Astro's island runtime, which
// stays inline: a preview is served under /api/admin/preview/, not from a release holding /scripts/.
import { finishingPages, finishPage } from "../middleware.ts";
import { withPolicyFirst } from "../lib/page-policy.ts";

const POLICY_HEADER = "content-security-policy";

export const onRequest = finishingPages((html, headers, page) => {
  // Astro sends a page rendered on request its policy as a header, hashing the scripts it rendered; the service
  // passes on the page alone, whose scripts finishPage then changes. As on a public page, the policy goes into the
  // page, where withOwnHashes lists the finished page's own hashes. A preview shows what visitors wrote, so without
  // a policy it is not shown at all.
  const policy = headers.get(POLICY_HEADER);
  if (!policy) throw new Error("Astro gave the preview no Content-Security-Policy to carry");
  headers.delete(POLICY_HEADER);
  return finishPage(withPolicyFirst(html, policy), page, "runtime inline");
});
