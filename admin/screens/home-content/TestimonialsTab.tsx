// The Testimonials tab: one form that adds a testimonial or, after Edit, changes one (Cancel returns to
// adding), and the list with each testimonial's avatar, name, location, stars, comment, Edit and Delete. The avatar is
// one photo, uploaded or by web address (issue 45), as a post's cover is.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { TESTIMONIAL_RATING } from "../../../shared/constants.ts";
import { adminPhotoUrl, isUploadedPhoto } from "../../../shared/media.ts";
import {
  deleteTestimonialQuestion,
  SUCCESS_TITLE,
  TESTIMONIAL_CREATED_MESSAGE,
  TESTIMONIAL_DELETE_FAILED_MESSAGE,
  TESTIMONIAL_DELETED_MESSAGE,
  TESTIMONIAL_SAVE_FAILED_MESSAGE,
  TESTIMONIAL_UPDATED_MESSAGE,
} from "../../../shared/messages.ts";
import type { Testimonial } from "../../../shared/schemas/testimonial.ts";
import { PencilIcon, StarIcon, TrashIcon } from "../../../shared/ui/icons.tsx";
import { toast } from "../../../shared/ui/toast/store.ts";
import { useConfirm } from "../../components/ConfirmDialog.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { SwitchField, TextAreaField, TextField } from "../../components/fields.tsx";
import { OnePhotoField } from "../../components/PhotosField.tsx";
import { ApiError, getJson, send } from "../../lib/api.ts";
import { useDraftKeptThroughSignIn } from "../../lib/drafts.ts";
import { schemaResolver, showServerFieldErrors } from "../../lib/forms.ts";
import { usePublishTracking } from "../../lib/publish-tracking.ts";
import { deletedTarget } from "../../lib/record-form.ts";
import { isUnauthorized } from "../../lib/query-client.ts";
import {
  EMPTY_TESTIMONIAL,
  TestimonialFormSchema,
  testimonialFormValues,
  type TestimonialFormValues,
} from "./testimonial-form.ts";
import { editOf } from "../../../shared/record-version.ts";

const testimonialsQueryKey = ["admin", "testimonials"] as const;
const EDIT_PARAM = "edit";

const testimonialTarget = (testimonial: Testimonial) => ({
  entity: "testimonial",
  id: testimonial.id,
  label: `Testimonial from ${testimonial.name}`,
});

/** A failure toast: the spec's text as the title, the server's reason (when it gave one) below it. */
function failureToast(error: unknown, title: string) {
  if (isUnauthorized(error)) return;
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title, description: reason, variant: "destructive" });
}

export function TestimonialsTab({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const testimonials = useQuery({
    queryKey: testimonialsQueryKey,
    queryFn: () => getJson<Testimonial[]>("/api/admin/testimonials"),
  });
  // the testimonial being edited is in the address (?edit=7), so a sign-in after an ended session returns to it
  const [params, setParams] = useSearchParams();
  const editingId = Number(params.get(EDIT_PARAM)) || null;
  const editing = testimonials.data?.find((testimonial) => testimonial.id === editingId) ?? null;
  // after Edit, Cancel or a save the form is a new one: move the keyboard to its heading, not on first load
  const [formSwapped, setFormSwapped] = useState(false);
  const setEditing = (testimonial: Testimonial | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (testimonial) next.set(EDIT_PARAM, String(testimonial.id));
        else next.delete(EDIT_PARAM);
        return next;
      },
      { replace: true },
    );
    setFormSwapped(true);
  };
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const refresh = () =>
    Promise.all(
      [testimonialsQueryKey, ["admin", "audit"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  const tracked = usePublishTracking();
  const remove = useMutation({
    mutationFn: (testimonial: Testimonial) =>
      tracked(
        () => send("DELETE", `/api/admin/testimonials/${testimonial.id}`),
        () => deletedTarget(testimonialTarget(testimonial)),
      ),
    onSuccess: async (_, testimonial) => {
      if (editing?.id === testimonial.id) setEditing(null);
      await refresh();
      toast({ title: SUCCESS_TITLE, description: TESTIMONIAL_DELETED_MESSAGE });
    },
    onError: (error) => failureToast(error, TESTIMONIAL_DELETE_FAILED_MESSAGE),
  });

  async function askToDelete(testimonial: Testimonial) {
    if (await confirm(deleteTestimonialQuestion(testimonial.name))) remove.mutate(testimonial);
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      {editingId !== null && testimonials.isPending ? (
        <LoadingRows rows={1} label="Loading the testimonial..." />
      ) : (
        <TestimonialForm
          key={editing?.id ?? "new"}
          editing={editing}
          focusOnMount={formSwapped}
          onDone={() => setEditing(null)}
          onSaved={refresh}
          onDirtyChange={onDirtyChange}
        />
      )}
      <section aria-labelledby="testimonial-list-title" className="lg:col-span-3">
        <h2 id="testimonial-list-title" className="mb-4 text-lg font-semibold text-stone-900">
          Testimonials{testimonials.data ? ` (${testimonials.data.length})` : ""}
        </h2>
        {testimonials.isPending ? (
          <LoadingRows rows={3} label="Loading testimonials..." />
        ) : testimonials.isError ? (
          <LoadError
            error={testimonials.error}
            onRetry={() => void testimonials.refetch()}
            what="Could not load the testimonials"
          />
        ) : testimonials.data.length === 0 ? (
          <EmptyState title="No testimonials yet">Add the first one with the form.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {testimonials.data.map((testimonial) => (
              <TestimonialItem
                key={testimonial.id}
                testimonial={testimonial}
                deleting={remove.isPending && remove.variables.id === testimonial.id}
                onEdit={() => setEditing(testimonial)}
                onDelete={() => void askToDelete(testimonial)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface TestimonialFormProps {
  editing: Testimonial | null;
  focusOnMount: boolean;
  onDone: () => void;
  onSaved: () => Promise<unknown>;
  onDirtyChange: (dirty: boolean) => void;
}

/** Mounted afresh (by key) for each testimonial edited and for adding, so it always starts from its record. */
function TestimonialForm({ editing, focusOnMount, onDone, onSaved, onDirtyChange }: TestimonialFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<TestimonialFormValues, unknown, z.output<typeof TestimonialFormSchema>>({
    defaultValues: editing ? testimonialFormValues(editing) : EMPTY_TESTIMONIAL,
    resolver: schemaResolver(TestimonialFormSchema, (values: TestimonialFormValues) => values),
  });
  const { register, handleSubmit, formState, reset, setError, getValues } = form;
  const { errors, isDirty } = formState;
  const keepDraftIfSignedOut = useDraftKeptThroughSignIn(form, `home-content/testimonial/${editing?.id ?? "new"}`);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const tracked = usePublishTracking();
  const save = useMutation({
    mutationFn: (values: z.output<typeof TestimonialFormSchema>) =>
      tracked(
        () =>
          editing
            ? send<Testimonial>("PUT", `/api/admin/testimonials/${editing.id}`, values, editOf(editing))
            : send<Testimonial>("POST", "/api/admin/testimonials", values),
        (saved) => ({
          ...testimonialTarget(saved),
          action: editing ? "update" : "create",
          path: saved.isActive ? "/" : null,
        }),
        editing ?? undefined,
      ).catch((error: unknown) => {
        // before the app moves to the login: it says whether the typing was kept
        keepDraftIfSignedOut(error, getValues());
        throw error;
      }),
    onSuccess: async () => {
      await onSaved();
      toast({ title: SUCCESS_TITLE, description: editing ? TESTIMONIAL_UPDATED_MESSAGE : TESTIMONIAL_CREATED_MESSAGE });
      if (editing) onDone();
      else reset(EMPTY_TESTIMONIAL);
    },
    onError: (error) => {
      showServerFieldErrors(error, setError);
      failureToast(error, TESTIMONIAL_SAVE_FAILED_MESSAGE);
    },
  });
  const onSubmit = handleSubmit((values) => save.mutate(values));
  const title = editing ? "Edit Testimonial" : "Add Testimonial";

  return (
    <section
      aria-labelledby="testimonial-form-title"
      className="rounded-xl border border-stone-200 bg-white p-5 lg:col-span-2"
    >
      <h2
        id="testimonial-form-title"
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold text-stone-900 outline-none"
      >
        {title}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField label="Name" autoComplete="off" registration={register("name")} error={errors.name} required />
        <TextField label="Location" registration={register("location")} error={errors.location} required />
        <TextField
          label="Rating"
          type="number"
          inputMode="numeric"
          step={1}
          registration={{ ...register("rating"), min: TESTIMONIAL_RATING.min, max: TESTIMONIAL_RATING.max }}
          error={errors.rating}
          hint={`From ${TESTIMONIAL_RATING.min} to ${TESTIMONIAL_RATING.max} stars`}
          required
        />
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <OnePhotoField
              label="Avatar"
              value={field.value}
              onChange={field.onChange}
              error={errors.avatar?.message}
            />
          )}
        />
        <TextAreaField label="Comment" rows={4} registration={register("comment")} error={errors.comment} required />
        <SwitchField
          label="Show on the home page"
          hint="Off keeps it here, hidden"
          registration={register("isActive")}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? "Saving..." : editing ? "Update Testimonial" : "Add Testimonial"}
          </button>
          {editing && (
            <button type="button" className="btn-secondary" onClick={onDone}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

interface TestimonialItemProps {
  testimonial: Testimonial;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function TestimonialItem({ testimonial, deleting, onEdit, onDelete }: TestimonialItemProps) {
  // the avatar that did not load: a new one, uploaded in its place, is tried
  const [failedAvatar, setFailedAvatar] = useState<string>();
  return (
    <li className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
      {failedAvatar === testimonial.avatar ? (
        <span
          role="img"
          aria-label={`Avatar of ${testimonial.name}`}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-orange-100 text-lg font-semibold text-orange-900"
        >
          {testimonial.name.charAt(0).toUpperCase()}
        </span>
      ) : (
        <img
          src={isUploadedPhoto(testimonial.avatar) ? adminPhotoUrl(testimonial.avatar) : testimonial.avatar}
          alt={`Avatar of ${testimonial.name}`}
          width={48}
          height={48}
          loading="lazy"
          onError={() => setFailedAvatar(testimonial.avatar)}
          className="h-12 w-12 shrink-0 rounded-full bg-stone-200 object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold text-stone-900">{testimonial.name}</h3>
            <p className="text-sm text-stone-700">{testimonial.location}</p>
          </div>
          <Stars rating={testimonial.rating} />
        </div>
        {!testimonial.isActive && <p className="tag mt-2">Hidden from the home page</p>}
        <p className="mt-2 whitespace-pre-line text-stone-800">{testimonial.comment}</p>
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            aria-label={`Edit testimonial from ${testimonial.name}`}
            onClick={onEdit}
          >
            <PencilIcon /> Edit
          </button>
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm text-red-800 hover:border-red-700 hover:text-red-900"
            aria-label={`Delete testimonial from ${testimonial.name}`}
            disabled={deleting}
            onClick={onDelete}
          >
            <TrashIcon /> Delete
          </button>
        </div>
      </div>
    </li>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of ${TESTIMONIAL_RATING.max} stars`} className="flex text-orange-700">
      {Array.from({ length: TESTIMONIAL_RATING.max }, (_, index) => (
        <StarIcon key={index} filled={index < rating} />
      ))}
    </span>
  );
}
