// The texts of spec section 8 that belong to no form field: API answers, toasts and alerts. Named once for the
// service, the islands and the tests. A form field's message lives beside its schema in shared/schemas/.
import { LISTING_CONTACT_PROMISE } from "./constants.ts";

/** 401 of a call that needs a signed-in visitor or admin. */
export const NOT_SIGNED_IN_MESSAGE = "Not signed in";
/** A sign-in of an account an editor suspended (issue 44), by an emailed code or a provider. */
export const SUSPENDED_MESSAGE =
  "This account is suspended, so it cannot sign in. Write to us if you think this is a mistake.";
/** The admin's answer to a visitor's (or an owner's) session: signed in, but not as an editor. */
export const NOT_AN_EDITOR_MESSAGE = "Signed in on the site, not as an editor: sign in to the admin to go on";
/** 401 of a refused admin login, whatever was wrong: the answer never tells which part. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid credentials";
/** 422 of a password change whose current password is wrong (a field error on currentPassword). */
export const WRONG_CURRENT_PASSWORD_MESSAGE = "The current password is not correct";
/** An admin save refused because the session had ended: its values are kept through the sign-in (admin/lib/drafts.ts). */
export const DRAFT_KEPT_MESSAGE = "Your session has ended. Sign in again to save your changes: they are kept.";
export const DRAFT_RESTORED_TITLE = "Unsaved changes restored";
export const DRAFT_RESTORED_DETAIL =
  "Your session had ended before the save. Your changes are back in the form: save them again.";

export const LISTING_SUBMITTED_MESSAGE = "Business listing submitted successfully!";
export const LISTING_FAILED_MESSAGE = "Failed to submit business listing";
/** The first of the thank-you screen's next steps (spec section 9: contact within 24-48 hours). */
export const LISTING_CONTACT_MESSAGE = `Our team will contact you within ${LISTING_CONTACT_PROMISE}`;

export const REVIEW_SUBMITTED_MESSAGE = "Review submitted successfully!";
export const REVIEW_FAILED_MESSAGE = "Failed to submit review";
/** Told with the success toast when the spam brakes held the review for an admin (service/abuse). */
export const REVIEW_HELD_MESSAGE = "It will appear once our team has checked it.";
/** A business's owner, signed in, writing a review of it (issue 44): refused, a reply is theirs to write instead. */
export const OWN_BUSINESS_REVIEW_MESSAGE =
  "You manage this business, so a review from you would not be a traveller's: answer its reviews from your owner dashboard instead";

export const INQUIRY_SENT_MESSAGE = "Thank you! Your inquiry has been sent successfully.";
export const INQUIRY_SENT_DETAIL = "The business will contact you soon via email or phone.";
export const INQUIRY_FAILED_MESSAGE = "Failed to send inquiry";

/** A public form sent with no connection (issue 46): it keeps what was typed and sends it when the phone is back online. */
export const FORM_OFFLINE_MESSAGE = "Not sent yet: no connection";
export const FORM_OFFLINE_DETAIL =
  "What you wrote stays in the form, and it is sent as soon as the connection is back.";

// API answers about a record that does not exist or a slug already taken: the service sends them, the admin shows them.
export const BUSINESS_NOT_FOUND = "Business not found";
export const CATEGORY_NOT_FOUND = "Category not found";
export const BLOG_POST_NOT_FOUND = "Blog post not found";
export const LANDMARK_NOT_FOUND = "Landmark not found";
export const CROSSING_NOT_FOUND = "Crossing not found";
export const unknownCrossingMessage = (slug: string) => `No crossing is called "${slug}"`;
export const INQUIRY_NOT_FOUND = "Inquiry not found";
export const REVIEW_NOT_FOUND = "Review not found";
/** A review with no owner's reply (issue 44). */
export const REPLY_NOT_FOUND = "This review has no reply from the owner";
export const TESTIMONIAL_NOT_FOUND = "Testimonial not found";
export const BUILD_NOT_FOUND = "Build not found";
export const RELEASE_NOT_FOUND = "Release not found: only the last few releases are kept";
export const CATEGORY_SLUG_TAKEN = "A category with this slug already exists";
export const BLOG_SLUG_TAKEN = "A blog post with this slug already exists";
/** 409s of Roll back: the release named is live already, or a build holds the builder lock (it would swap again). */
export const RELEASE_ALREADY_LIVE = "This release is already live";
export const ROLLBACK_DURING_BUILD = "A build is running: roll back once it has finished";

/**
 * What an admin write asks a build for, as the build's row records it: "business 12: update", "home_content:
 * update". The admin's forms look for their own save's request by it.
 */
export const contentChangeReason = (entity: string, entityId: number | string | null, action: string) =>
  `${entityId === null ? entity : `${entity} ${entityId}`}: ${action}`;

// Admin home content editor (spec section 8): toasts of the content tabs and of the testimonials.
export const SUCCESS_TITLE = "Success";
export const ERROR_TITLE = "Error";
export const HOME_CONTENT_SAVED_MESSAGE = "Home page content updated successfully";
export const HOME_CONTENT_FAILED_MESSAGE = "Failed to update content";
export const TESTIMONIAL_CREATED_MESSAGE = "Testimonial created";
export const TESTIMONIAL_UPDATED_MESSAGE = "Testimonial updated";
export const TESTIMONIAL_SAVE_FAILED_MESSAGE = "Failed to save testimonial";
export const TESTIMONIAL_DELETED_MESSAGE = "Testimonial deleted successfully";
export const TESTIMONIAL_DELETE_FAILED_MESSAGE = "Failed to delete testimonial";
export const deleteTestimonialQuestion = (name: string) => `Are you sure you want to delete testimonial from ${name}?`;
