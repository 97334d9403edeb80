// A content tab of the home content editor (Hero Section, Section Content) as one react-hook-form form:
// checked by its part of HomeContentInputSchema, it PUTs only its own fields (the API keeps the rest), then
// shows the spec's toasts (section 8) and takes what the server saved as its new starting point.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import {
  ERROR_TITLE,
  HOME_CONTENT_FAILED_MESSAGE,
  HOME_CONTENT_SAVED_MESSAGE,
  SUCCESS_TITLE,
} from "../../../shared/messages.ts";
import type { HomeContentValues } from "../../../shared/schemas/home-content.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { errorMessage, send } from "../../lib/api.ts";
import { useDraftKeptThroughSignIn } from "../../lib/drafts.ts";
import { schemaResolver, showServerFieldErrors } from "../../lib/forms.ts";
import { usePublishTracking } from "../../lib/publish-tracking.ts";
import { isUnauthorized } from "../../lib/query-client.ts";
import { formValues, type FormValues } from "./content-forms.ts";

export const homeContentQueryKey = ["admin", "home-content"] as const;

export interface ContentTabProps {
  content: HomeContentValues;
  /** tells the screen whether this tab has unsaved edits (for the leave-the-page warning) */
  onDirtyChange: (dirty: boolean) => void;
}

/** The home page is one record: every tab's save publishes it. */
const HOME_PAGE = { entity: "home_content", id: null, action: "update", label: "Home page", path: "/" } as const;

function useSaveHomeContent() {
  const queryClient = useQueryClient();
  const tracked = usePublishTracking();
  return useMutation({
    mutationFn: (changes: Partial<HomeContentValues>) =>
      tracked(
        () => send<HomeContentValues>("PUT", "/api/admin/home-content", changes),
        () => HOME_PAGE,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(homeContentQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ["admin", "audit"] });
      toast({ title: SUCCESS_TITLE, description: HOME_CONTENT_SAVED_MESSAGE });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({
        title: ERROR_TITLE,
        description: errorMessage(error, HOME_CONTENT_FAILED_MESSAGE),
        variant: "destructive",
      });
    },
  });
}

export function useContentTabForm<
  Field extends keyof HomeContentValues,
  Schema extends z.ZodType<Partial<HomeContentValues>>,
>(schema: Schema, fields: readonly Field[], { content, onDirtyChange }: ContentTabProps) {
  const save = useSaveHomeContent();
  const form = useForm<FormValues<Field>, unknown, z.output<Schema>>({
    defaultValues: formValues(content, fields) as DefaultValues<FormValues<Field>>,
    resolver: schemaResolver(schema, (values: FormValues<Field>) => values),
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const keepDraftIfSignedOut = useDraftKeptThroughSignIn(form, `home-content/${fields.join(",")}`);

  // mutateAsync's outcome arrives even when an ended session has sent the editor to the login and unmounted the
  // tab (mutate's own callbacks would not), so what was typed is kept for after the sign-in
  const onSubmit = form.handleSubmit(async (changes) => {
    const typed = form.getValues();
    try {
      form.reset(formValues(await save.mutateAsync(changes), fields));
    } catch (error) {
      keepDraftIfSignedOut(error, typed);
      showServerFieldErrors(error, form.setError);
    }
  });
  return { ...form, onSubmit, saving: save.isPending };
}
