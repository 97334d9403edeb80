import { z } from "zod";

/** The fields of GET /api/auth/user the shell reads (spec section 7): a visitor signed in through a provider. */
export const SignedInUserSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;
