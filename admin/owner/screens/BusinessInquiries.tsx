// /owner/businesses/:businessId/inquiries: the questions travellers sent the business (issue 44), searched, filtered
// and moved through the spec's statuses as the admin's Inquiries screen does, for this business only.
import { BusinessFrame } from "../components/BusinessFrame.tsx";
import { ownerBusinessUrl } from "../lib/business.ts";
import { InquiryList } from "../../screens/inquiries/InquiryList.tsx";

export default function BusinessInquiriesScreen() {
  return (
    <BusinessFrame subtitle="Questions travellers sent you from your page. Reply by email or phone, then mark them.">
      {(business) => (
        <InquiryList
          url={`${ownerBusinessUrl(String(business.id))}/inquiries`}
          refreshKeys={[["owner", "inquiries", business.id]]}
          searchPlaceholder="Search by customer, email, subject or message..."
          forEditor={false}
        />
      )}
    </BusinessFrame>
  );
}
