// /admin/inquiries (spec sections 2 and 4): search over customer name, email, subject, message and business
// name, a status filter, the total, and a card per inquiry with its status buttons and Delete (InquiryList.tsx).
import { ListScreenHeader } from "../components/Screen.tsx";
import { InquiryList } from "./inquiries/InquiryList.tsx";

export default function InquiriesScreen() {
  return (
    <>
      <ListScreenHeader title="Customer Inquiries" subtitle="Questions travellers sent to the listed businesses" />
      <InquiryList
        url="/api/admin/inquiries"
        refreshKeys={[
          ["admin", "inquiries"],
          ["admin", "stats"],
          ["admin", "audit"],
        ]}
        searchPlaceholder="Search by customer, email, subject, message or business..."
        forEditor
      />
    </>
  );
}
