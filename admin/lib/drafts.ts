// A form's unsaved values kept through a new sign-in. A save refused because the session had ended (401) sends
// the editor to the login (query-client.ts), which returns to the form: the form then starts from what was typed,
// not from the stored record, and says so. Kept in sessionStorage: this tab's only, gone when it closes, and
// taken out once restored.
import { useCallback, useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { DRAFT_RESTORED_DETAIL, DRAFT_RESTORED_TITLE } from "../../shared/messages.ts";
import { toast } from "../../shared/ui/toast/store.ts";
import { isUnauthorized } from "./query-client.ts";

const PREFIX = "sor-admin-draft:";

/**
 * The router state of the move to the login when the session has ended: the unsaved-changes guard lets it through,
 * as staying could not save anything, and a form that keeps its draft gets it back after the sign-in.
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

export function isSessionEndedMove(state: unknown): boolean {
  return typeof state === "object" && state !== null && "sessionEnded" in state && state.sessionEnded === true;
}

/** Whether a form in this tab kept its values for after the sign-in (the login says so). */
export function hasKeptDraft(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => key.startsWith(PREFIX));
  } catch {
    return false;
  }
}

/**
 * Restores the draft kept under `key` once, when the form mounts, as unsaved changes over the stored values.
 * Returns what a failed save calls: it keeps the values when the failure is an ended session.
 */
export function useDraftKeptThroughSignIn<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, "reset">,
  key: string,
) {
  const { reset } = form;
  useEffect(() => {
    const kept = readDraft(key);
    if (kept === undefined) return;
    // the stored values stay the defaults, so the form counts the draft as unsaved changes
    reset(kept as Values, { keepDefaultValues: true });
    toast({ title: DRAFT_RESTORED_TITLE, description: DRAFT_RESTORED_DETAIL });
  }, [key, reset]);

  return useCallback(
    (error: unknown, values: Values) => {
      if (!isUnauthorized(error)) return;
      try {
        sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
      } catch {
        // storage full or refused: the values are lost, as they were before
      }
    },
    [key],
  );
}

function readDraft(key: string): unknown {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    sessionStorage.removeItem(PREFIX + key);
    return stored === null ? undefined : JSON.parse(stored);
  } catch {
    return undefined;
  }
}
