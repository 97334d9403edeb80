// /admin/businesses (spec section 2, issue 9): search by name or location, summary cards, a status filter and
// one page of businesses at a time from the server. Approve, Verify and Featured are each one click on a row;
// Delete asks first.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ADMIN_BUSINESS_FILTERS, ADMIN_PAGE, type AdminBusinessFilter } from "../../../shared/constants.ts";
import type { Business } from "../../../shared/schemas/business.ts";
import { CheckIcon, EyeIcon, MapPinIcon, PencilIcon, StarIcon, TrashIcon } from "../../../shared/ui/icons.tsx";
import { toast } from "../../../shared/ui/toast/store.ts";
import { useConfirm } from "../../components/ConfirmDialog.tsx";
import { PreviewLink } from "../../components/PreviewLink.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import {
  FilterSelect,
  ListToolbar,
  Pagination,
  useKeepPageInRange,
  useListParams,
} from "../../components/ListControls.tsx";
import { ListScreenHeader } from "../../components/Screen.tsx";
import { StatCard, StatGrid } from "../../components/StatCard.tsx";
import { errorMessage, send } from "../../lib/api.ts";
import { type PublishTarget, usePublishTracking } from "../../lib/publish-tracking.ts";
import { isUnauthorized } from "../../lib/query-client.ts";
import { businessUrl, useBusinessPage, useBusinessSummary, useRefreshAfterBusinessWrite } from "./queries.ts";

const STATUS_LABELS: Record<AdminBusinessFilter, string> = {
  all: "All",
  pending: "Pending approval",
  active: "Live",
  verified: "Verified",
  unverified: "Unverified",
  featured: "Featured",
};
const STATUS_OPTIONS = ADMIN_BUSINESS_FILTERS.map((filter) => ({ value: filter, label: STATUS_LABELS[filter] }));

export default function BusinessList() {
  const list = useListParams(ADMIN_PAGE.defaultLimit);
  const { value: status, set: setStatus } = list.status(ADMIN_BUSINESS_FILTERS, "all");
  const page = useBusinessPage({ q: list.q, status, limit: list.limit, offset: list.offset });
  const total = page.data?.total ?? 0;
  useKeepPageInRange(list, page.data && !page.isPlaceholderData ? total : undefined);

  return (
    <>
      <ListScreenHeader
        title="Manage Businesses"
        subtitle="Approve, verify, feature and edit the directory's listings"
        add={{ to: "/businesses/new", label: "Add Business" }}
      />
      <SummaryCards />
      <ListToolbar list={list} searchLabel="Search businesses" placeholder="Search by name or location...">
        <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </ListToolbar>

      {page.isPending ? (
        <LoadingRows rows={5} label="Loading businesses..." />
      ) : page.isError ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} what="Could not load the businesses" />
      ) : page.data.items.length === 0 ? (
        <EmptyState title="No businesses found">
          {list.q || status !== "all" ? "Try another search or status." : "Add the first business to the directory."}
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-stone-700" aria-live="polite">
            Showing {list.offset + 1}-{list.offset + page.data.items.length} of {total}{" "}
            {total === 1 ? "business" : "businesses"}
          </p>
          <ul
            aria-label="Businesses"
            className={`space-y-3 ${page.isPlaceholderData ? "opacity-60" : ""}`}
            aria-busy={page.isPlaceholderData}
          >
            {page.data.items.map((business) => (
              <BusinessRow key={business.id} business={business} />
            ))}
          </ul>
          <Pagination page={list.page} limit={list.limit} total={total} onPage={list.setPage} />
        </>
      )}
    </>
  );
}

/** Total, Pending (awaiting approval), Verified and Featured; each card shows the list filtered by it. */
function SummaryCards() {
  const summary = useBusinessSummary();
  const count = (value: number | undefined) => value ?? (summary.isError ? "–" : "…");
  return (
    <StatGrid>
      <StatCard label="Total Businesses" value={count(summary.data?.total)} to="/businesses" />
      <StatCard label="Pending" value={count(summary.data?.pending)} to="/businesses?status=pending" />
      <StatCard label="Verified" value={count(summary.data?.verified)} to="/businesses?status=verified" />
      <StatCard label="Featured" value={count(summary.data?.featured)} to="/businesses?status=featured" />
    </StatGrid>
  );
}

type RowAction = "approve" | "verify" | "feature" | "unfeature" | "delete";

const ACTION_TEXTS: Record<RowAction, { done: string; result: (name: string) => string; failed: string }> = {
  approve: {
    done: "Business approved",
    result: (name) => `"${name}" is now live on the site.`,
    failed: "Failed to approve business",
  },
  verify: {
    done: "Business verified",
    result: (name) => `"${name}" now shows the Verified badge.`,
    failed: "Failed to verify business",
  },
  feature: {
    done: "Business featured",
    result: (name) => `"${name}" is now featured.`,
    failed: "Failed to update business",
  },
  unfeature: {
    done: "Business no longer featured",
    result: (name) => `"${name}" is no longer featured.`,
    failed: "Failed to update business",
  },
  delete: { done: "Business deleted", result: (name) => `"${name}" was deleted.`, failed: "Failed to delete business" },
};

function runAction(business: Business, action: RowAction): Promise<unknown> {
  const url = businessUrl(business.id);
  switch (action) {
    case "approve":
      return send("POST", `${url}/approve`);
    case "verify":
      return send("POST", `${url}/verify`);
    case "feature":
    case "unfeature":
      return send("PATCH", url, { isFeatured: action === "feature" });
    case "delete":
      return send("DELETE", url);
  }
}

/** What an action changes on the public site: the business's page, unless it is gone or not live. */
function publishTargetOf(business: Business, action: RowAction): PublishTarget {
  const shown = action === "approve" || (action !== "delete" && business.isActive);
  return {
    entity: "business",
    id: business.id,
    action: action === "feature" || action === "unfeature" ? "update" : action,
    label: business.name,
    path: shown ? `/business/${business.id}` : null,
  };
}

function BusinessRow({ business }: { business: Business }) {
  const confirm = useConfirm();
  const refresh = useRefreshAfterBusinessWrite();
  const featureButton = useRef<HTMLButtonElement>(null);
  const changedByAction = useRef(false);
  // one mutation per row: a row's buttons wait for its own call only
  const tracked = usePublishTracking();
  const mutation = useMutation({
    // the publishing status follows an action as it follows a form's save: Publishing…, then Live
    mutationFn: (action: RowAction) =>
      tracked(
        () => runAction(business, action),
        () => publishTargetOf(business, action),
      ),
    onSuccess: (_result, action) => {
      changedByAction.current = true;
      toast({ title: ACTION_TEXTS[action].done, description: ACTION_TEXTS[action].result(business.name) });
    },
    onError: (error, action) => {
      if (isUnauthorized(error)) return; // the session is gone: the app goes to the login instead
      const { failed } = ACTION_TEXTS[action];
      toast({ title: failed, description: errorMessage(error, failed), variant: "destructive" });
    },
    onSettled: refresh,
  });
  const busy = mutation.isPending;

  // Approve and Verify disappear once done, and a row leaves the list when deleted or no longer matching
  // the filter: the focused button goes with them, so a keyboard user continues from the row's next
  // button, or from the screen's heading, instead of the top of the page.
  useEffect(() => {
    if (!changedByAction.current) return;
    changedByAction.current = false;
    if (focusIsLost()) featureButton.current?.focus();
  }, [business.isActive, business.isVerified]);
  useEffect(
    () => () => {
      if (changedByAction.current && focusIsLost()) document.querySelector<HTMLElement>("main h1")?.focus();
    },
    [],
  );
  const name = <span className="sr-only"> {business.name}</span>;

  // aria-disabled rather than disabled while a call runs: a disabled button would drop the keyboard focus
  const act = (action: RowAction) => {
    if (!busy) mutation.mutate(action);
  };
  async function remove() {
    if (busy) return;
    if (await confirm(`Are you sure you want to delete "${business.name}"?`)) act("delete");
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-stone-900">{business.name}</h2>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <CategoryBadge category={business.category} />
          {business.location && (
            <span className="inline-flex items-center gap-1 text-stone-700">
              <MapPinIcon /> {business.location}
            </span>
          )}
          {business.isActive ? <Badge tone="green">Live</Badge> : <Badge tone="yellow">Pending</Badge>}
          {business.isVerified && <Badge tone="blue">Verified</Badge>}
          {business.isFeatured && <Badge tone="orange">Featured</Badge>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {!business.isActive && (
          <button type="button" className={actionButton} aria-disabled={busy} onClick={() => act("approve")}>
            <CheckIcon /> Approve{name}
          </button>
        )}
        {!business.isVerified && (
          <button type="button" className={actionButton} aria-disabled={busy} onClick={() => act("verify")}>
            <CheckIcon /> Verify{name}
          </button>
        )}
        <button
          ref={featureButton}
          type="button"
          className={actionButton}
          aria-disabled={busy}
          onClick={() => act(business.isFeatured ? "unfeature" : "feature")}
        >
          <StarIcon filled={business.isFeatured} /> {business.isFeatured ? "Unfeature" : "Feature"}
          {name}
        </button>
        {business.isActive ? (
          <a href={`/business/${business.id}`} target="_blank" rel="noopener" className={actionButton}>
            <EyeIcon /> View{name}
            <span className="sr-only"> (opens the public page in a new tab)</span>
          </a>
        ) : (
          <PreviewLink kind="business" id={business.id} name={business.name} className={actionButton} />
        )}
        <Link to={`/businesses/${business.id}/edit`} className={actionButton}>
          <PencilIcon /> Edit{name}
        </Link>
        <button type="button" className={deleteButton} aria-disabled={busy} onClick={() => void remove()}>
          <TrashIcon /> Delete{name}
        </button>
      </div>
    </li>
  );
}

const buttonFrame =
  "inline-flex items-center gap-1.5 rounded-lg border bg-white px-3 py-1.5 text-sm font-semibold transition aria-disabled:cursor-wait aria-disabled:opacity-60";
const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

const actionButton = `${buttonFrame} border-stone-300 text-stone-900 hover:border-orange-700 hover:text-orange-800`;
const deleteButton = `${buttonFrame} border-red-200 text-red-800 hover:border-red-700 hover:text-red-900`;

const BADGE_TONES = {
  green: "bg-green-100 text-green-900",
  yellow: "bg-yellow-100 text-yellow-900",
  blue: "bg-blue-100 text-blue-900",
  orange: "bg-orange-100 text-orange-900",
} as const;

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>{children}</span>;
}

/** The category's colour as a tint, border and dot: dark text on it keeps 4.5:1 whatever the colour. */
function CategoryBadge({ category }: { category: Business["category"] }) {
  if (!category) return <span className="text-stone-700">No category</span>;
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold text-stone-900"
      style={{ borderColor: category.color, backgroundColor: `${category.color}1a` }}
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: category.color }} />
      {category.name}
    </span>
  );
}
