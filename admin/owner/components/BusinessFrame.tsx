// The frame of an owner's screens of one business (issue 44): its name as the title, back to Your businesses, and
// the links between its screens (the one open marked as the current page). The business is loaded once here and
// handed to the screen; a business that is not theirs answers 403, shown as the server says it.
import type { ReactNode } from "react";
import { NavLink, useParams } from "react-router";
import type { Business } from "../../../shared/schemas/business.ts";
import { LoadError, LoadingRows } from "../../components/feedback.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { ownerBusinessPaths, useOwnedBusiness } from "../lib/business.ts";
import { OWNER_HOME_PATH } from "../lib/paths.ts";

const BACK = { to: OWNER_HOME_PATH, label: "Your businesses" };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold ${
    isActive ? "bg-white text-orange-800 shadow-sm" : "text-stone-700 hover:text-orange-800"
  }`;

function BusinessLinks({ businessId, name }: { businessId: string; name: string }) {
  const paths = ownerBusinessPaths(businessId);
  return (
    <nav aria-label={`${name}: your screens`} className="mb-6">
      <ul className="flex flex-wrap gap-1 rounded-xl bg-stone-200 p-1">
        <li>
          <NavLink end to={paths.listing} className={linkClass}>
            Listing
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.details} className={linkClass}>
            Contact &amp; place
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.inquiries} className={linkClass}>
            Inquiries
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.reviews} className={linkClass}>
            Reviews
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.figures} className={linkClass}>
            Figures
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

export function BusinessFrame({
  subtitle,
  children,
}: {
  subtitle: string;
  children: (business: Business) => ReactNode;
}) {
  const businessId = useParams().businessId ?? "";
  const business = useOwnedBusiness(businessId);
  if (business.isPending) {
    return (
      <>
        <ScreenHeader title="Your business" back={BACK} />
        <LoadingRows rows={3} label="Loading your business..." />
      </>
    );
  }
  if (business.isError) {
    return (
      <>
        <ScreenHeader title="Your business" back={BACK} />
        <LoadError error={business.error} onRetry={() => void business.refetch()} what="Could not load the business" />
      </>
    );
  }
  return (
    <>
      <ScreenHeader
        title={business.data.name}
        subtitle={subtitle}
        back={BACK}
        actions={
          <a href={`/business/${business.data.id}`} className="btn-secondary px-4 py-2 text-sm">
            View its page
          </a>
        }
      />
      <BusinessLinks businessId={businessId} name={business.data.name} />
      {children(business.data)}
    </>
  );
}
