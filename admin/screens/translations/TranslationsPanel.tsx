// The Translations part of the business, category, blog post and home-content editors (issue 47): each field's
// English, read-only, beside its Hindi or Hebrew, with "Needs update" where the English changed since it was
// translated. Saves one language's fields (PUT /api/admin/translations/...), checked with the route's own schema;
// the save is published like every other. An empty field shows English on the site, with a note.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { localizedPath } from "../../../shared/i18n/languages.ts";
import {
  type RecordTranslations,
  type TranslatableEntity,
  TRANSLATABLE_FIELDS,
  type TranslationLanguage,
  type TranslationSave,
  translationSaveSchema,
} from "../../../shared/schemas/translations.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { FormAlert, LoadError } from "../../components/feedback.tsx";
import { TextAreaField, TextField } from "../../components/fields.tsx";
import { errorMessage, getJson, send } from "../../lib/api.ts";
import { firstErrorMessage, schemaResolver, showServerFieldErrors } from "../../lib/forms.ts";
import { usePublishTracking } from "../../lib/publish-tracking.ts";

const LANGUAGE_LABELS: Record<TranslationLanguage, string> = { hi: "Hindi", he: "Hebrew" };
const SAVED_MESSAGE = "Translation saved";
const SAVE_FAILED_MESSAGE = "Failed to save the translation";

interface Props {
  entity: TranslatableEntity;
  id: number;
  /** what the editor calls the record, for the publishing status: its name, "Home page" */
  label: string;
  /** its public page in English, or null when it has none yet (a draft, an inactive listing) */
  path: string | null;
  /** the record's version: a save of its English loads the translations again, "Needs update" with them */
  version?: string;
}

const translationsUrl = (entity: TranslatableEntity, id: number) => `/api/admin/translations/${entity}/${id}`;

export function TranslationsPanel({ entity, id, label, path, version }: Props) {
  const [language, setLanguage] = useState<TranslationLanguage>("hi");
  // closed until an editor opens it: the record's own form comes first, and its fields are the only ones named
  // "Title" or "Description" on the screen until then
  const [open, setOpen] = useState(false);
  const url = translationsUrl(entity, id);
  const queryKey = [url, version];
  const record = useQuery({ queryKey, queryFn: () => getJson<RecordTranslations>(url), enabled: open });
  return (
    <section
      aria-labelledby="translations-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="translations-heading" className="text-lg font-semibold text-stone-900">
          Translations
        </h2>
        {open && (
          <div role="group" aria-label="Language" className="flex gap-2">
            {(Object.keys(LANGUAGE_LABELS) as TranslationLanguage[]).map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={language === code}
                onClick={() => setLanguage(code)}
                className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${
                  language === code
                    ? "border-orange-600 bg-orange-50 text-orange-800"
                    : "border-stone-300 text-stone-700 hover:bg-stone-50"
                }`}
              >
                {LANGUAGE_LABELS[code]}
              </button>
            ))}
          </div>
        )}
      </div>
      {!open ? (
        <button type="button" className="btn-secondary" aria-expanded={false} onClick={() => setOpen(true)}>
          Translate into Hindi and Hebrew
        </button>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            The English on the left is read-only. A field left empty shows the English on the{" "}
            {LANGUAGE_LABELS[language]} page, with a note.
          </p>
          {record.isError ? (
            <LoadError
              error={record.error}
              onRetry={() => void record.refetch()}
              what="Could not load the translations"
            />
          ) : record.data ? (
            <LanguageForm
              key={`${language} ${record.dataUpdatedAt}`}
              record={record.data}
              language={language}
              url={url}
              queryKey={queryKey}
              target={{ label, path }}
            />
          ) : (
            <p role="status" className="text-stone-600">
              Loading translations...
            </p>
          )}
        </>
      )}
    </section>
  );
}

function LanguageForm({
  record,
  language,
  url,
  queryKey,
  target,
}: {
  record: RecordTranslations;
  language: TranslationLanguage;
  url: string;
  queryKey: unknown[];
  target: { label: string; path: string | null };
}) {
  const queryClient = useQueryClient();
  const tracked = usePublishTracking();
  const fields = record.languages[language];
  const shapes: Record<string, { label: string; multiline?: boolean; list?: boolean }> =
    TRANSLATABLE_FIELDS[record.entity];
  const schema = translationSaveSchema(record.entity);
  const form = useForm<TranslationSave>({
    defaultValues: {
      fields: Object.fromEntries(
        fields.map((field) => [field.field, { value: field.translation?.value ?? "", sourceHash: field.englishHash }]),
      ),
    },
    resolver: schemaResolver(schema, (values: TranslationSave) => values),
  });
  const save = useMutation({
    mutationFn: (values: TranslationSave) =>
      tracked(
        () => send<RecordTranslations>("PUT", `${url}/${language}`, values),
        () => ({
          entity: record.entity,
          id: record.entity === "home_content" ? null : record.entityId,
          action: "translate",
          label: target.label,
          path: target.path === null ? null : localizedPath(target.path, language),
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: "Success", description: SAVED_MESSAGE });
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const errors = form.formState.errors.fields as Record<string, { value?: { message?: string } }> | undefined;
  const alert = save.isError ? errorMessage(save.error, SAVE_FAILED_MESSAGE) : firstErrorMessage(form.formState.errors);
  const direction = language === "he" ? "rtl" : "ltr";

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      className="space-y-5"
      aria-label={`${LANGUAGE_LABELS[language]} translation`}
    >
      <FormAlert message={alert} />
      {fields.map((field) => {
        const shape = shapes[field.field]!;
        const label = `${shape.label} (${LANGUAGE_LABELS[language]})`;
        const registration = form.register(`fields.${field.field}.value`);
        const error = errors?.[field.field]?.value as { type: string; message?: string } | undefined;
        const multiline = shape.multiline === true || shape.list === true;
        const needsUpdate = field.translation?.needsUpdate === true;
        return (
          <div key={field.field} className="grid gap-4 md:grid-cols-2" data-field={field.field}>
            <div>
              <p className="mb-1.5 text-sm font-medium text-stone-700">{shape.label} (English)</p>
              <div
                lang="en"
                className="min-h-10 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm whitespace-pre-wrap text-stone-800"
              >
                {field.english || <span className="text-stone-500">(empty)</span>}
              </div>
              {shape.list && <p className="mt-1 text-xs text-stone-500">One entry per line.</p>}
            </div>
            <div>
              {needsUpdate && (
                <span className="mb-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                  Needs update
                </span>
              )}
              {multiline ? (
                <TextAreaField
                  label={label}
                  rows={field.field === "content" ? 12 : 4}
                  registration={registration}
                  error={error}
                  lang={language}
                  dir={direction}
                />
              ) : (
                <TextField label={label} registration={registration} error={error} lang={language} dir={direction} />
              )}
            </div>
          </div>
        );
      })}
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className="btn-primary">
          {save.isPending ? "Saving..." : `Save ${LANGUAGE_LABELS[language]}`}
        </button>
      </div>
    </form>
  );
}
