// The save half that every record form (business, category, blog post) shares. The payload is the form's
// own mapping, not the schema's parsed values, so a PUT never adds defaults for fields the form does not
// show (isFeatured stays as stored). A save refused for an ended session keeps the values for after the
// sign-in (drafts.ts). A success toasts, refreshes what changed, follows the save's publishing
// (publish-tracking.ts) and returns to the list; a failure shows the server's message above the form and its
// field errors on the fields.
import { useMutation } from "@tanstack/react-query";
import type { SubmitEvent } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { toast, type ToastInput } from "../../shared/ui/toast/store.ts";
import { useUnsavedChangesGuard } from "../components/UnsavedChangesGuard.tsx";
import { errorMessage, send } from "./api.ts";
import { useDraftKeptThroughSignIn } from "./drafts.ts";
import { firstErrorMessage, showServerFieldErrors } from "./forms.ts";
import { type PublishTarget, usePublishTracking } from "./publish-tracking.ts";

interface RecordSaveOptions<Form extends FieldValues, Output, Saved> {
  form: UseFormReturn<Form, unknown, Output>;
  /** sends the form's values (POST for a new record, PUT for an existing one) */
  save: (form: Form) => Promise<Saved>;
  savedToast: (saved: Saved) => ToastInput;
  /** what the save publishes: its record and public page */
  published: (saved: Saved) => PublishTarget;
  refresh: () => unknown;
  listPath: string;
  /** the spec's fallback when the server gives no message, e.g. "Failed to save business" */
  failedMessage: string;
  /** the record as the form opened it; undefined when creating one */
  opened?: { updatedAt: string };
}

export function useRecordSave<Form extends FieldValues, Output, Saved>(
  options: RecordSaveOptions<Form, Output, Saved>,
) {
  const { form, save, savedToast, published, refresh, listPath, failedMessage, opened } = options;
  const navigate = useNavigate();
  const allowLeaving = useUnsavedChangesGuard(form.formState.isDirty);
  const keepDraftIfSignedOut = useDraftKeptThroughSignIn(form, useLocation().pathname);
  const tracked = usePublishTracking();
  const mutation = useMutation({
    mutationFn: (values: Form) =>
      tracked(() => save(values), published, opened).catch((error: unknown) => {
        keepDraftIfSignedOut(error, values);
        throw error;
      }),
    onSuccess: (saved) => {
      toast(savedToast(saved));
      void refresh();
      allowLeaving();
      void navigate(listPath);
    },
    // a duplicate slug (409) or a rule only the server checks comes back as a field error
    onError: (error) => showServerFieldErrors(error, form.setError),
  });

  const onSubmit = form.handleSubmit(() => mutation.mutate(form.getValues()));
  return {
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      // a new attempt replaces the last failed save's message with this attempt's own outcome
      mutation.reset();
      void onSubmit(event);
    },
    alert: mutation.isError ? errorMessage(mutation.error, failedMessage) : firstErrorMessage(form.formState.errors),
    isSaving: mutation.isPending,
  };
}

/**
 * Deleting one record from a list: a toast either way (the failure with the server's reason), then a refresh.
 * The publishing status follows the delete as it follows a save: the record leaves the public site.
 */
export function useRecordDelete(options: {
  url: string;
  /**
   * the record as the service names it in the build request, and as the editor calls it; left out for a record the
   * public site does not show (an inquiry), whose delete publishes nothing
   */
  record?: Pick<PublishTarget, "entity" | "id" | "label">;
  deletedToast: ToastInput;
  failedMessage: string;
  refresh: () => unknown;
}) {
  const { url, record, deletedToast, failedMessage, refresh } = options;
  const tracked = usePublishTracking();
  return useMutation({
    mutationFn: () =>
      tracked(
        () => send("DELETE", url),
        () => (record ? deletedTarget(record) : null),
      ),
    onSuccess: () => {
      toast(deletedToast);
      void refresh();
    },
    onError: (error) =>
      toast({
        title: failedMessage,
        description: errorMessage(error, "The server could not be reached."),
        variant: "destructive",
      }),
  });
}

/** What deleting a record publishes: its page is gone, so there is no page to link to. */
export const deletedTarget = (record: Pick<PublishTarget, "entity" | "id" | "label">): PublishTarget => ({
  ...record,
  action: "delete",
  path: null,
});
