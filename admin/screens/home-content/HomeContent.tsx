// /admin/home-content (spec section 2): the Hero Section, Section Content and Testimonials tabs, and a
// Preview Home Page link. Each content tab saves only its own fields; leaving the screen with unsaved
// edits in any tab asks first. The open tab is kept in the URL (?tab=), so a reload returns to it.
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { HomeContentValues } from "../../../shared/schemas/home-content.ts";
import { EyeIcon } from "../../../shared/ui/icons.tsx";
import { LoadError, LoadingRows } from "../../components/feedback.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { useUnsavedChangesGuard } from "../../components/UnsavedChangesGuard.tsx";
import { getJson } from "../../lib/api.ts";
import { HeroForm } from "./HeroForm.tsx";
import { SectionsForm } from "./SectionsForm.tsx";
import { Tabs } from "./Tabs.tsx";
import { TestimonialsTab } from "./TestimonialsTab.tsx";
import { TranslationsPanel } from "../translations/TranslationsPanel.tsx";
import { HOME_CONTENT_ID } from "../../../shared/schemas/translations.ts";
import { homeContentQueryKey } from "./useContentTabForm.ts";

const TAB_IDS = ["hero", "sections", "testimonials", "translations"] as const;
type TabId = (typeof TAB_IDS)[number];
const isTabId = (value: string | null): value is TabId => (TAB_IDS as readonly (string | null)[]).includes(value);

type DirtyTabs = Record<TabId, boolean>;

export default function HomeContentScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const selected: TabId = isTabId(requested) ? requested : "hero";
  const selectTab = (tab: TabId) => setParams(tab === "hero" ? {} : { tab }, { replace: true });

  const [dirtyTabs, setDirtyTabs] = useState<DirtyTabs>({
    hero: false,
    sections: false,
    testimonials: false,
    // the Translations tab saves each language on its own button and is left out of the unsaved-changes guard
    translations: false,
  });
  // one stable callback per tab, so the tabs' effects that report their state do not run on every render
  const reportDirty = useMemo(
    () =>
      Object.fromEntries(
        TAB_IDS.map((tab) => [
          tab,
          (dirty: boolean) =>
            setDirtyTabs((current) => (current[tab] === dirty ? current : { ...current, [tab]: dirty })),
        ]),
      ) as Record<TabId, (dirty: boolean) => void>,
    [],
  );
  useUnsavedChangesGuard(Object.values(dirtyTabs).some(Boolean));

  const content = useQuery({
    queryKey: homeContentQueryKey,
    queryFn: () => getJson<HomeContentValues>("/api/admin/home-content"),
  });

  return (
    <>
      <ScreenHeader
        title="Home Page Content"
        subtitle="The texts and sections of the public home page"
        back={{ to: "/dashboard", label: "Back to Dashboard" }}
        actions={
          <a href="/" target="_blank" rel="noopener" className="btn-secondary">
            <EyeIcon /> Preview Home Page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        }
      />
      {content.isPending ? (
        <LoadingRows rows={4} label="Loading home page content..." />
      ) : content.isError ? (
        <LoadError
          error={content.error}
          onRetry={() => void content.refetch()}
          what="Could not load the home page content"
        />
      ) : (
        <Tabs
          label="Home page content"
          selected={selected}
          onSelect={selectTab}
          tabs={[
            {
              id: "hero",
              label: "Hero Section",
              panel: <HeroForm content={content.data} onDirtyChange={reportDirty.hero} />,
            },
            {
              id: "sections",
              label: "Section Content",
              panel: <SectionsForm content={content.data} onDirtyChange={reportDirty.sections} />,
            },
            {
              id: "testimonials",
              label: "Testimonials",
              panel: <TestimonialsTab onDirtyChange={reportDirty.testimonials} />,
            },
            {
              id: "translations",
              label: "Translations",
              panel: (
                <TranslationsPanel
                  entity="home_content"
                  id={HOME_CONTENT_ID}
                  label="Home page"
                  path="/"
                  version={JSON.stringify(content.data)}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
