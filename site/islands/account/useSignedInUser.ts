// The signed-in visitor for an island (null while unknown and for anonymous visitors): the page's one
// /api/auth/user answer, shared with the auth area, asked only when the signed-in hint cookie is there.
import { useEffect, useState } from "react";
import type { SignedInUser } from "../../../shared/schemas/user.ts";
import { fetchCurrentUser } from "../../lib/client/current-user.ts";

export function useSignedInUser(): { user: SignedInUser | null; known: boolean } {
  const [state, setState] = useState<{ user: SignedInUser | null; known: boolean }>({ user: null, known: false });
  useEffect(() => {
    let mounted = true;
    void fetchCurrentUser().then((user) => mounted && setState({ user, known: true }));
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}
