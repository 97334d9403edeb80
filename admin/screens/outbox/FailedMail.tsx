// The dashboard's word on mail: how many emails failed for good, linking to the Outbox's failed ones; nothing when
// none did.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { OutboxRow } from "../../../shared/schemas/mail.ts";
import { getPage, withParams } from "../../lib/api.ts";

export function FailedMail() {
  const failed = useQuery({
    queryKey: ["admin", "outbox", { status: "failed", limit: 1 }],
    queryFn: () => getPage<OutboxRow>(withParams("/api/admin/outbox", { status: "failed", limit: 1 })),
    refetchOnMount: "always",
  });
  const total = failed.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      {total === 1 ? "1 email" : `${total} emails`} could not be delivered.{" "}
      <Link to="/outbox?status=failed" className="font-semibold underline">
        See why in the Outbox
      </Link>
    </div>
  );
}
