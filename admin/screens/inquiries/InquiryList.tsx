// A list of inquiries (spec sections 2 and 4): search, a status filter, the total, and a card per inquiry with its
// status buttons, and for an editor Delete. The server searches, filters and pages; the list's state lives in the
// URL. The admin's Inquiries screen lists every business's; an owner's dashboard (issue 44) their business's.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { ADMIN_INQUIRY_FILTERS, type InquiryStatus } from "../../../shared/constants.ts";
import type { AdminInquiry } from "../../../shared/schemas/inquiry.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { FilterSelect, ListToolbar, Pagination, useListParams } from "../../components/ListControls.tsx";
import { errorMessage, getPage, send, withParams } from "../../lib/api.ts";
import { isUnauthorized } from "../../lib/query-client.ts";
import { InquiryCard, inquiryHeadingId } from "./InquiryCard.tsx";
import { statusBadge } from "./status.ts";

const PAGE_SIZE = 20;
const TOTAL_ID = "inquiry-total";

const FILTER_OPTIONS = ADMIN_INQUIRY_FILTERS.map((filter) => ({
  value: filter,
  label: filter === "all" ? "All Statuses" : statusBadge(filter).label,
}));

interface InquiryListProps {
  /** where the inquiries are listed, and each one PATCHed at `${url}/${id}` */
  url: string;
  /** the queries a status change makes stale, the list's own (its key's start) first */
  refreshKeys: [readonly unknown[], ...(readonly unknown[])[]];
  searchPlaceholder: string;
  /** an editor's list: each card names its business and the email to it, and offers Delete */
  forEditor: boolean;
}

export function InquiryList({ url, refreshKeys, searchPlaceholder, forEditor }: InquiryListProps) {
  const list = useListParams(PAGE_SIZE);
  const { value: status, set: setStatus } = list.status(ADMIN_INQUIRY_FILTERS, "all");
  const query = { q: list.q, status, limit: list.limit, offset: list.offset };
  const inquiries = useQuery({
    queryKey: [...refreshKeys[0], query],
    queryFn: () => getPage<AdminInquiry>(withParams(url, { ...query, status: status === "all" ? undefined : status })),
    placeholderData: keepPreviousData,
  });

  const queryClient = useQueryClient();
  const refreshAfterWrite = () =>
    Promise.all(refreshKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  // The inquiries whose status change is on its way, written the moment a button is pressed: react-query
  // hands isPending to the buttons only after a timer, so the second click of a double click still finds
  // them enabled and would send a second PATCH, which the server refuses (409) as the first one has
  // already moved the status on.
  const changing = useRef(new Set<number>());
  const changeStatus = useMutation({
    mutationFn: ({ id, to }: { id: number; to: InquiryStatus }) =>
      send<AdminInquiry>("PATCH", `${url}/${id}`, { status: to }),
    onSuccess: async (updated) => {
      await refreshAfterWrite();
      toast({ title: "Inquiry updated", description: `Marked as ${statusBadge(updated.status).label}.` });
      // the pressed button is gone: keep the keyboard on this inquiry, or on the list if the filter dropped it
      (document.getElementById(inquiryHeadingId(updated.id)) ?? document.getElementById(TOTAL_ID))?.focus();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: "Error", description: errorMessage(error, "Failed to update inquiry"), variant: "destructive" });
    },
    onSettled: (_result, _error, { id }) => changing.current.delete(id),
  });
  const requestStatusChange = (id: number, to: InquiryStatus) => {
    if (changing.current.has(id)) return;
    changing.current.add(id);
    changeStatus.mutate({ id, to });
  };

  return (
    <>
      <ListToolbar list={list} searchLabel="Search inquiries" placeholder={searchPlaceholder}>
        <FilterSelect label="Status" value={status} options={FILTER_OPTIONS} onChange={setStatus} />
      </ListToolbar>

      {inquiries.isPending ? (
        <LoadingRows rows={4} label="Loading inquiries..." />
      ) : inquiries.isError ? (
        <LoadError
          error={inquiries.error}
          onRetry={() => void inquiries.refetch()}
          what="Could not load the inquiries"
        />
      ) : (
        <>
          <p
            id={TOTAL_ID}
            tabIndex={-1}
            className="mb-4 text-sm font-medium text-stone-700 outline-none"
            aria-live="polite"
          >
            {inquiries.data.total} {inquiries.data.total === 1 ? "inquiry" : "inquiries"}
            {list.q || status !== "all" ? " match" : " in total"}
          </p>
          {inquiries.data.items.length === 0 ? (
            <EmptyState title="No inquiries found">
              {list.q || status !== "all"
                ? "Try another search or status."
                : "Inquiries sent from business pages appear here."}
            </EmptyState>
          ) : (
            <div className="space-y-4">
              {inquiries.data.items.map((inquiry) => (
                <InquiryCard
                  key={inquiry.id}
                  inquiry={inquiry}
                  updating={changeStatus.isPending && changeStatus.variables.id === inquiry.id}
                  onChangeStatus={(to) => requestStatusChange(inquiry.id, to)}
                  onDeleted={
                    forEditor
                      ? async () => {
                          await refreshAfterWrite();
                          // the card is gone: the keyboard goes on from the list's total
                          document.getElementById(TOTAL_ID)?.focus();
                        }
                      : undefined
                  }
                />
              ))}
            </div>
          )}
          <Pagination page={list.page} limit={list.limit} total={inquiries.data.total} onPage={list.setPage} />
        </>
      )}
    </>
  );
}
