// /admin/dashboard (spec section 2): the four totals, the public site's build panel (issue 10), the quick
// actions, and Recent Activity, which is the real audit log (who did what to which record, when) instead of the
// original's fixed samples.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { AuditEntry } from "../../shared/schemas/admin.ts";
import type { AdminStats } from "../../shared/schemas/stats.ts";
import { PencilIcon, PlusIcon } from "../../shared/ui/icons.tsx";
import { LogoutButton } from "../components/AdminShell.tsx";
import { EmptyState, LoadError, LoadingRows } from "../components/feedback.tsx";
import { ScreenHeader } from "../components/Screen.tsx";
import { StatCard, StatGrid } from "../components/StatCard.tsx";
import { getJson, withParams } from "../lib/api.ts";
import { formatDateTime, formatTimeAgo } from "../lib/dates.ts";
import { FailedMail } from "./outbox/FailedMail.tsx";
import { SitePanel } from "./publishing/SitePanel.tsx";
import { describeActivity } from "./dashboard/activity.ts";

const RECENT_ACTIVITY_LIMIT = 10;

// Every other screen's writes change these, and not all of them know the dashboard exists: read them
// afresh each time the dashboard opens rather than trusting the cache (whose data never goes stale).
const FRESH_ON_OPEN = { refetchOnMount: "always" } as const;

const STAT_CARDS = [
  { label: "Total Businesses", field: "totalBusinesses", to: "/businesses" },
  { label: "Blog Posts", field: "totalPosts", to: "/blog" },
  { label: "Categories", field: "totalCategories", to: "/categories" },
  { label: "Inquiries", field: "totalInquiries", to: "/inquiries" },
] as const;

const QUICK_ACTIONS = [
  { label: "Add Business", to: "/businesses/new", icon: <PlusIcon /> },
  { label: "Write Blog Post", to: "/blog/new", icon: <PlusIcon /> },
  { label: "Add Category", to: "/categories/new", icon: <PlusIcon /> },
  { label: "Edit Home Content", to: "/home-content", icon: <PencilIcon /> },
] as const;

export default function DashboardScreen() {
  const stats = useQuery({
    queryKey: ["admin", "stats"],
    queryFn: () => getJson<AdminStats>("/api/admin/stats"),
    ...FRESH_ON_OPEN,
  });

  return (
    <>
      <ScreenHeader
        title="Admin Dashboard"
        subtitle="Manage the directory's listings, content and inquiries"
        actions={
          <>
            <Link to="/settings" className="btn-secondary">
              Settings
            </Link>
            <LogoutButton />
          </>
        }
      />

      {stats.isError ? (
        <div className="mb-6">
          <LoadError error={stats.error} onRetry={() => void stats.refetch()} what="Could not load the totals" />
        </div>
      ) : (
        <StatGrid>
          {STAT_CARDS.map((card) => (
            <StatCard
              key={card.field}
              label={card.label}
              to={card.to}
              value={stats.data ? stats.data[card.field] : <span className="text-stone-600">…</span>}
            />
          ))}
        </StatGrid>
      )}

      <FailedMail />
      <SitePanel linkToPublishing />

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="quick-actions" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="quick-actions" className="mb-4 text-lg font-semibold text-stone-900">
            Quick Actions
          </h2>
          <ul className="grid gap-2">
            {QUICK_ACTIONS.map((action) => (
              <li key={action.to}>
                <Link to={action.to} className="btn-secondary w-full justify-start">
                  {action.icon} {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <RecentActivity />
      </div>
    </>
  );
}

function RecentActivity() {
  const activity = useQuery({
    queryKey: ["admin", "audit", { limit: RECENT_ACTIVITY_LIMIT }],
    queryFn: () => getJson<AuditEntry[]>(withParams("/api/admin/audit", { limit: RECENT_ACTIVITY_LIMIT })),
    ...FRESH_ON_OPEN,
  });
  return (
    <section
      aria-labelledby="recent-activity"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm lg:col-span-2"
    >
      <h2 id="recent-activity" className="mb-4 text-lg font-semibold text-stone-900">
        Recent Activity
      </h2>
      {activity.isPending ? (
        <LoadingRows rows={3} label="Loading recent activity..." />
      ) : activity.isError ? (
        <LoadError error={activity.error} onRetry={() => void activity.refetch()} what="Could not load the activity" />
      ) : activity.data.length === 0 ? (
        <EmptyState title="No activity yet">Changes made in the admin appear here.</EmptyState>
      ) : (
        <ol className="divide-y divide-stone-200">
          {activity.data.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ActivityRow({ entry }: { entry: AuditEntry }) {
  const { action, record, detail, to } = describeActivity(entry);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <p className="text-stone-800">
        <strong className="font-semibold text-stone-900">{entry.adminUsername}</strong> {action}
        {record && (
          <>
            {" "}
            {to ? (
              <Link to={to} className="font-medium text-orange-800 underline-offset-2 hover:underline">
                {record}
              </Link>
            ) : (
              <span className="font-medium text-stone-900">{record}</span>
            )}
          </>
        )}
        {detail && ` ${detail}`}
      </p>
      <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)} className="text-sm text-stone-700">
        {formatTimeAgo(entry.createdAt)}
      </time>
    </li>
  );
}
