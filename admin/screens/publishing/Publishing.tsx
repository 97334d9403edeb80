// /admin/publishing: the public site's panel (live release, the running build's progress, Publish now, Roll
// back), the kept releases, every build with what asked for it, its times, result, pages and log tail, and the
// deliveries (webhooks, CDN upload) after each release.
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { Pagination, useListParams } from "../../components/ListControls.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { BuildCard } from "./BuildCard.tsx";
import { BUILDS_PAGE_SIZE, useBuildsPage } from "./queries.ts";
import { ReleaseList } from "./ReleaseList.tsx";
import { SitePanel } from "./SitePanel.tsx";
import WebhookDeliveries from "./WebhookDeliveries.tsx";

export default function BuildsScreen() {
  const list = useListParams(BUILDS_PAGE_SIZE);
  const builds = useBuildsPage(list.offset);

  return (
    <>
      <ScreenHeader
        title="Publishing"
        subtitle="The public site is rebuilt after every change; here is each build and how it went"
        back={{ to: "/dashboard", label: "Back to Dashboard" }}
      />
      <SitePanel />
      <ReleaseList />
      <h2 className="mt-8 mb-4 font-display text-xl font-bold text-stone-900">Builds</h2>
      {builds.isPending ? (
        <LoadingRows rows={3} label="Loading builds..." />
      ) : builds.isError ? (
        <LoadError error={builds.error} onRetry={() => void builds.refetch()} what="Could not load the builds" />
      ) : builds.data.items.length === 0 ? (
        <EmptyState title="No builds yet">The site is built at start and after every change.</EmptyState>
      ) : (
        <>
          <ol className="space-y-4" aria-label="Builds, newest first">
            {builds.data.items.map((build) => (
              <BuildCard key={build.id} build={build} />
            ))}
          </ol>
          <Pagination page={list.page} limit={list.limit} total={builds.data.total} onPage={list.setPage} />
        </>
      )}
      <WebhookDeliveries />
    </>
  );
}
