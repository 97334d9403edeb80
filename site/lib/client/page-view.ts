// Counts this view of a business page for its owner's figures (issue 44): one bodiless POST once the page has
// painted, sent without cookies and answered with nothing (service/modules/page-views). The page's own address names
// the business, so a draft preview, served elsewhere, counts nothing.
export function countPageView(): void {
  const id = /^\/business\/(\d+)\/?$/.exec(location.pathname)?.[1];
  if (id)
    void fetch(`/api/businesses/${id}/views`, { method: "POST", credentials: "omit", keepalive: true }).catch(() => {});
}
