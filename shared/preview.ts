// Draft preview: an admin sees an unpublished record (a draft post, a business awaiting approval) rendered
// by the public page's own components, served by the service behind the admin session, never indexed.
import type { BlogPost } from "./schemas/blog.ts";
import type { SiteSnapshot } from "./schemas/snapshot.ts";

/** Where previews and the preview bundle's assets are served (service/modules/admin/preview). */
export const PREVIEW_PATH_PREFIX = "/api/admin/preview";

export type PreviewKind = "business" | "blog";

export const previewPath = (kind: PreviewKind, id: number) => `${PREVIEW_PATH_PREFIX}/${kind}/${id}`;

/** The banner across the top of every preview, so nobody takes it for the live page. */
export const PREVIEW_BANNER_TEXT = "Preview — not published";

/** What the service hands the preview bundle: the record in the shape the static build reads from the snapshot. */
export type PreviewRecord =
  { kind: "business"; business: SiteSnapshot["businesses"][number] } | { kind: "blog"; post: BlogPost };

/** A preview asked for before the first site build wrote the content snapshot the pages read. */
export const PREVIEW_NOT_READY_MESSAGE = "Previews work once the site's first build has finished";
