// Any /owner path no screen claims, with the way back to the owner's businesses.
import { Link } from "react-router";
import { ScreenHeader } from "../../components/Screen.tsx";
import { OWNER_HOME_PATH } from "../lib/paths.ts";

export default function OwnerNotFoundScreen() {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <ScreenHeader title="Page Not Found" centered />
      <p className="text-stone-700">There is nothing for owners at this address.</p>
      <Link to={OWNER_HOME_PATH} className="btn-primary mt-6">
        Back to your businesses
      </Link>
    </div>
  );
}
