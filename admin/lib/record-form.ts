// What every record form (business, category, blog post) shares but its fields: a react-hook-form form that starts
// from the record opened (or the blank values of a new one) and is checked with the API's own schema, and its save.
// A new record is POSTed to its collection, an edit PUT to the record's address with the version the form opened as
// If-Match (a save over an edit made since is refused). The payload is the form's own mapping, not the schema's
// parsed values, so a PUT never adds defaults for fields the form does not show (isFeatured stays as stored). A save
// refused for an ended session keeps the values for after the sign-in (drafts.ts). A success toasts ("Business
// created", "Business updated"), refreshes what changed, follows the save's publishing (publish-tracking.ts) and
// returns to the list; a failure shows the server's message above the form and its field errors on the fields.
import { useMutation } from "@tanstack/react-query";
import type { SubmitEvent } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { editOf } from "../../shared/record-version.ts";
import { toast, type ToastInput } from "../../shared/ui/toast/store.ts";
import { useUnsavedChangesGuard } from "../components/UnsavedChangesGuard.tsx";
import { errorMessage, send } from "./api.ts";
import { useDraftKeptThroughSignIn } from "./drafts.ts";
import { firstErrorMessage, type NestedFields, schemaResolver, showServerFieldErrors } from "./forms.ts";
import { type PublishTarget, usePublishTracking } from "./publish-tracking.ts";

/** A stored record: its id, and its version (publish-tracking.ts, shared/record-version.ts) */
interface SavedRecord {
  id: number;
  updatedAt: string;
}

interface RecordFormOptions<Form extends FieldValues, Schema extends z.ZodType, Saved extends SavedRecord> {
  /** the record as the form opened it; undefined when creating one */
  opened: Saved | undefined;
  /** the API's own schema for the payload */
  schema: Schema;
  /** the inputs' values for the record opened */
  toForm: (record: Saved) => Form;
  /** the inputs' values for a new record */
  blank: Form;
  /** where a new record is POSTed, and the address of a record to PUT */
  urls: { list: string; record: (id: number) => string };
  /** the form's values as the API's payload */
  toInput: (form: Form) => unknown;
  /** the fields the form holds in the API's shape, whose messages show at their whole path (forms.ts) */
  nested?: NestedFields;
  /** what the editor calls such a record, for the toasts: "Blog post" (the spec's "Failed to save blog post") */
  noun: string;
  /** the record as the service names it in the build request: "blog_post" */
  entity: string;
  /** what the editor calls this record: its name or title */
  label: (saved: Saved) => string;
  /** its public page; null while it has none (a draft, an inactive listing) */
  path: (saved: Saved) => string | null;
  refresh: () => unknown;
  listPath: string;
}

export function useRecordForm<Form extends FieldValues, Schema extends z.ZodType, Saved extends SavedRecord>(
  options: RecordFormOptions<Form, Schema, Saved>,
) {
  const { opened, schema, toForm, blank, urls, toInput, nested, noun, entity, label, path, refresh, listPath } =
    options;
  const form = useForm<Form, unknown, z.output<Schema>>({
    defaultValues: (opened ? toForm(opened) : blank) as DefaultValues<Form>,
    resolver: schemaResolver(schema, toInput, nested),
  });
  const navigate = useNavigate();
  const allowLeaving = useUnsavedChangesGuard(form.formState.isDirty);
  const keepDraftIfSignedOut = useDraftKeptThroughSignIn(form, useLocation().pathname);
  const tracked = usePublishTracking();
  const save = (values: Form) =>
    opened
      ? send<Saved>("PUT", urls.record(opened.id), toInput(values), editOf(opened))
      : send<Saved>("POST", urls.list, toInput(values));
  const published = (saved: Saved): PublishTarget => ({
    entity,
    id: saved.id,
    action: opened ? "update" : "create",
    label: label(saved),
    path: path(saved),
  });
  const mutation = useMutation({
    mutationFn: (values: Form) =>
      tracked(() => save(values), published, opened).catch((error: unknown) => {
        keepDraftIfSignedOut(error, values);
        throw error;
      }),
    onSuccess: (saved) => {
      toast({ title: `${noun} ${opened ? "updated" : "created"}`, description: `"${label(saved)}" was saved.` });
      void refresh();
      allowLeaving();
      void navigate(listPath);
    },
    // a duplicate slug (409) or a rule only the server checks comes back as a field error
    onError: (error) => showServerFieldErrors(error, form.setError, nested),
  });

  const onSubmit = form.handleSubmit(() => mutation.mutate(form.getValues()));
  return {
    form,
    creating: opened === undefined,
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      // a new attempt replaces the last failed save's message with this attempt's own outcome
      mutation.reset();
      void onSubmit(event);
    },
    alert: mutation.isError
      ? errorMessage(mutation.error, `Failed to save ${noun.toLowerCase()}`)
      : firstErrorMessage(form.formState.errors),
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
