// Edits made on an old version of a record are refused rather than let them undo a change saved since: a form
// sends the version of the record it opened (its updatedAt) as If-Match, and the service answers 412 with this
// message when the stored record is another version (service/modules/admin/crud-routes.ts).

/** A record's version: when it was last written. A write that changes nothing keeps it. */
export const recordVersion = (record: { updatedAt: Date | string }) =>
  record.updatedAt instanceof Date ? record.updatedAt.toISOString() : record.updatedAt;

/** The header an edit of `record` is sent with. */
export const editOf = (record: { updatedAt: Date | string }) => ({ "If-Match": `"${recordVersion(record)}"` });

export const changedSinceReadMessage = (noun: string) =>
  `This ${noun} was changed in another tab or by another editor since you opened it. Reload the page to see the changes, then make yours again.`;
