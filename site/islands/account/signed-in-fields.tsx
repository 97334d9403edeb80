// What the review and inquiry forms show a signed-in traveller: their name filled in, and where the post is found
// again.
import type { ReactNode } from "react";
import type { SignedInUser } from "../../../shared/schemas/user.ts";
import { fullName } from "../../lib/client/current-user.ts";
import { TextField } from "../forms/fields.tsx";

/** The sentence before the fields, `children` leading up to the My account link. */
export function SignedInNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-1 text-sm text-stone-700">
      {children}{" "}
      <a href="/account" className="font-medium text-orange-800 underline">
        My account
      </a>
      .
    </p>
  );
}

/** The poster's name, prefilled with the signed-in traveller's. */
export function CustomerNameField({ user, error }: { user: SignedInUser | null; error: string | undefined }) {
  return (
    <TextField
      label="Your name"
      name="customerName"
      autoComplete="name"
      required
      defaultValue={user ? fullName(user) : undefined}
      error={error}
    />
  );
}
