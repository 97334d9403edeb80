// The public forms (review, inquiry, listing) also work as plain HTML forms, for a visitor whose scripts have not
// come: the browser posts them to the API, and the service sends it back to the form's page with the fragment of
// the notice that says the form was sent (the page shows it with :target, no script needed).

/** The element ids of the notices, which the service's 303 names as the fragment. */
export const FORM_SENT_FRAGMENTS = {
  review: "review-sent",
  /** a review the spam brakes hold for an editor: sent, and shown once checked */
  reviewHeld: "review-held",
  inquiry: "inquiry-sent",
  listing: "listing-sent",
} as const;

/** The page of the listing form. */
export const LIST_BUSINESS_PATH = "/list-business";
