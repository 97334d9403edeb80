// A kept release of the public site as GET /api/admin/releases answers it: which build made it, when, for what,
// and whether it is the live one (and, when Roll back made it live again, who did and when).
import { z } from "zod";
import { BuildReasonSchema } from "./build.ts";
import { isoDate } from "./fields.ts";

export const ReleaseSchema = z.object({
  id: z.string(),
  live: z.boolean(),
  /** when its build finished (the folder's time for a release no recorded build made) */
  builtAt: isoDate,
  buildId: z.number().int().nullable(),
  /** what asked for the build that made it */
  reasons: z.array(BuildReasonSchema),
  pages: z.number().int().nullable(),
  /** set on the live release when Roll back made it live */
  rolledBack: z.object({ by: z.string(), at: isoDate }).nullable(),
});
export type Release = z.infer<typeof ReleaseSchema>;
