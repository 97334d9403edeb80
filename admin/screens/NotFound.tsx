// Any admin path no screen claims: inside the admin's frame when signed in (ShellWhenSignedIn), so the navigation
// is there to go on from, with the way back to the dashboard.
import { Link } from "react-router";
import { ScreenHeader } from "../components/Screen.tsx";
import { DASHBOARD_PATH } from "../lib/paths.ts";

export default function NotFoundScreen() {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <ScreenHeader title="Page Not Found" centered />
      <p className="text-stone-700">There is no admin screen at this address.</p>
      <Link to={DASHBOARD_PATH} className="btn-primary mt-6">
        Back to Dashboard
      </Link>
    </div>
  );
}
