// Any admin path no screen claims.
import { Link } from "react-router";
import { ScreenHeader } from "../components/Screen.tsx";
import { DASHBOARD_PATH } from "../lib/paths.ts";

export default function NotFoundScreen() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <ScreenHeader title="Page Not Found" />
      <p className="text-stone-700">There is no admin screen at this address.</p>
      <Link to={DASHBOARD_PATH} className="btn-primary mt-6">
        Back to Dashboard
      </Link>
    </main>
  );
}
