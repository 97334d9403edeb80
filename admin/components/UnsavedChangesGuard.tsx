// Asks before leaving a form with unsaved changes: in-app navigation through the router's blocker, a
// reload or closed tab through the browser's own beforeunload prompt. The move to the login when the session has
// ended is let through (drafts.ts keeps what was typed).
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { isSessionEndedMove } from "../lib/drafts.ts";
import { useBeforeUnloadWarning } from "../lib/forms.ts";
import { useConfirm } from "./ConfirmDialog.tsx";

const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

/**
 * Guards a form while `isDirty`. Call the returned `allowLeaving()` right before navigating away after a
 * successful save: the blocker reads a ref, so the navigation in the same tick is not stopped.
 */
export function useUnsavedChangesGuard(isDirty: boolean): () => void {
  const confirm = useConfirm();
  const guarding = useRef(isDirty);
  guarding.current = isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname && !isSessionEndedMove(nextLocation.state),
  );
  useBeforeUnloadWarning(isDirty);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm(UNSAVED_CHANGES_MESSAGE, { confirmLabel: "Leave" }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm]);

  return useCallback(() => {
    guarding.current = false;
  }, []);
}
