// Content translations (issue 47, docs/decisions/0015): an editor's Hindi or Hebrew text of one field of one record,
// kept beside the English it was translated from. The admin's Translations part and its route share this schema.
import { z } from "zod";
import { BLOG_POST_TEXT_FIELDS } from "./blog.ts";
import { BUSINESS_TEXT_FIELDS } from "./business.ts";
import { CATEGORY_TEXT_FIELDS } from "./category.ts";
import { text, type TextField } from "./fields.ts";
import { HOME_CONTENT_TEXT_FIELDS } from "./home-content.ts";

/** The records editors translate; slugs, business names and addresses are never among their fields. */
export const TRANSLATABLE_ENTITIES = ["business", "category", "blog_post", "home_content"] as const;
export type TranslatableEntity = (typeof TRANSLATABLE_ENTITIES)[number];

/** The languages content is translated into: English is the source, never a translation. */
export const TRANSLATION_LANGUAGES = ["hi", "he"] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The home page's content is one record: its translations are filed under this id. */
export const HOME_CONTENT_ID = 1;

/** A translatable field: a text, or a list (services, amenities) translated as one text, one entry per line. */
type FieldShape = TextField & { readonly list?: boolean };

/**
 * Each record's translatable fields, in the order the admin shows them, named as the record's own columns. Their
 * labels and limits are the entity schemas' own, so a translation is held to what its English is.
 */
export const TRANSLATABLE_FIELDS = {
  business: BUSINESS_TEXT_FIELDS,
  category: CATEGORY_TEXT_FIELDS,
  blog_post: BLOG_POST_TEXT_FIELDS,
  home_content: HOME_CONTENT_TEXT_FIELDS,
} as const satisfies Record<TranslatableEntity, Record<string, FieldShape>>;

/** The fields of a record kind, in order. */
export function translatableFields(entity: TranslatableEntity): { name: string; shape: FieldShape }[] {
  return Object.entries(TRANSLATABLE_FIELDS[entity] as Record<string, FieldShape>).map(([name, shape]) => ({
    name,
    shape,
  }));
}

/**
 * A field's English as one text, the form its translation takes and its hash is taken of: a list is one entry per
 * line (entries never hold line breaks), an empty field is "".
 */
export function sourceText(value: string | readonly string[] | null | undefined): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : value.join("\n");
}

/** A SHA-256 in hex: the hash of the English a translation was made from. */
const sourceHash = z.string().regex(/^[0-9a-f]{64}$/, "The English text's hash is not one this service gave");

/**
 * PUT /api/admin/translations/{entity}/{id}/{language}: one language's fields of one record. Each field carries
 * the hash of the English the editor translated (as the GET gave it), so a translation saved while the English
 * changed is marked as needing an update. An empty value removes that field's translation: the page shows English.
 */
export function translationSaveSchema(entity: TranslatableEntity) {
  const fields = Object.fromEntries(
    translatableFields(entity).map(({ name, shape }) => [
      name,
      z
        .object({
          value: text(shape.label, shape.max, { multiline: shape.multiline === true || shape.list === true }),
          sourceHash,
        })
        .optional(),
    ]),
  );
  return z.object({ fields: z.object(fields).strict() });
}
export type TranslationSave = { fields: Record<string, { value: string; sourceHash: string } | undefined> };

/** One field of a record as the admin's Translations part shows it: the English, and its translation if any. */
export const TranslationFieldSchema = z.object({
  field: z.string(),
  english: z.string(),
  englishHash: z.string(),
  translation: z
    .object({
      value: z.string(),
      /** the English changed since it was translated */
      needsUpdate: z.boolean(),
      translatedBy: z.string().nullable(),
      translatedAt: z.string(),
    })
    .nullable(),
});
export type TranslationField = z.infer<typeof TranslationFieldSchema>;

/** GET /api/admin/translations/{entity}/{id}: every field, per language. */
export const RecordTranslationsSchema = z.object({
  entity: z.enum(TRANSLATABLE_ENTITIES),
  entityId: z.number().int(),
  languages: z.object({ hi: z.array(TranslationFieldSchema), he: z.array(TranslationFieldSchema) }),
});
export type RecordTranslations = z.infer<typeof RecordTranslationsSchema>;

/**
 * A record's translations as the snapshot carries them (service/publish/snapshot/): by language, then field, each
 * a text (a list one entry per line); a field without one is shown in English (site/lib/translated.ts).
 */
export const ContentTranslationsSchema = z
  .object({ hi: z.record(z.string(), z.string()).optional(), he: z.record(z.string(), z.string()).optional() })
  // optional: a draft's preview (shared/preview.ts) is shown in English, from the record as its editor saved it
  .optional();
export type ContentTranslations = NonNullable<z.infer<typeof ContentTranslationsSchema>>;
