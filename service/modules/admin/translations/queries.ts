// Content translations (docs/decisions/0015): each translatable field of a record, its English and the hash of it,
// and the Hindi and Hebrew editors wrote. A translation whose English no longer hashes to its source_hash "needs
// update"; it is still shown (a slightly old translation reads better than none), and the admin marks it.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { BLOG_POST_NOT_FOUND, BUSINESS_NOT_FOUND, CATEGORY_NOT_FOUND } from "../../../../shared/messages.ts";
import type { AdminProfile } from "../../../../shared/schemas/admin.ts";
import {
  type ContentTranslations,
  HOME_CONTENT_ID,
  type RecordTranslations,
  sourceText,
  type TranslatableEntity,
  type TranslationField,
  type TranslationLanguage,
  type TranslationSave,
  translatableFields,
} from "../../../../shared/schemas/translations.ts";
import type { Database } from "../../../db/client.ts";
import { blogPosts, businesses, categories, contentTranslations } from "../../../db/schema.ts";
import { NotFoundError } from "../../../errors.ts";
import { readHomeContent } from "../home-content/queries.ts";

/** The SHA-256 of a field's English (sourceText), in hex. */
export function hashOfEnglish(english: string): string {
  return createHash("sha256").update(english).digest("hex");
}

/** A record's translatable fields in English, each as one text; NotFoundError for a record that is not there. */
async function englishOf(db: Database, entity: TranslatableEntity, id: number): Promise<Record<string, string>> {
  const record = await readRecord(db, entity, id);
  return Object.fromEntries(
    translatableFields(entity).map(({ name }) => [name, sourceText(record[name] as string | string[] | null)]),
  );
}

async function readRecord(db: Database, entity: TranslatableEntity, id: number): Promise<Record<string, unknown>> {
  const missing = (message: string): never => {
    throw new NotFoundError(message);
  };
  switch (entity) {
    case "business": {
      const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
      return row ?? missing(BUSINESS_NOT_FOUND);
    }
    case "category": {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row ?? missing(CATEGORY_NOT_FOUND);
    }
    case "blog_post": {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ?? missing(BLOG_POST_NOT_FOUND);
    }
    case "home_content":
      return id === HOME_CONTENT_ID ? { ...(await readHomeContent(db)) } : missing("Home page content not found");
  }
}

const ofRecord = (entity: TranslatableEntity, id: number) =>
  and(eq(contentTranslations.entity, entity), eq(contentTranslations.entityId, id));

/** GET: every field of a record with its English and, per language, its translation and whether it needs update. */
export async function listTranslations(
  db: Database,
  entity: TranslatableEntity,
  id: number,
): Promise<RecordTranslations> {
  const english = await englishOf(db, entity, id);
  const rows = await db.select().from(contentTranslations).where(ofRecord(entity, id));
  const fieldsIn = (language: TranslationLanguage): TranslationField[] =>
    translatableFields(entity).map(({ name }) => {
      const englishHash = hashOfEnglish(english[name]!);
      const row = rows.find((candidate) => candidate.language === language && candidate.field === name);
      return {
        field: name,
        english: english[name]!,
        englishHash,
        translation: row
          ? {
              value: row.value,
              needsUpdate: row.sourceHash !== englishHash,
              translatedBy: row.translatedByName,
              translatedAt: row.updatedAt.toISOString(),
            }
          : null,
      };
    });
  return { entity, entityId: id, languages: { hi: fieldsIn("hi"), he: fieldsIn("he") } };
}

/**
 * PUT: writes one language's fields of a record as sent (an empty value removes that field's translation) and
 * answers what changed as `{ "hi.description": { from, to } }`, empty when nothing did: a field saved again with the
 * same text and the same English counts for nothing, while saving it against newer English (the editor checked it
 * still says the same) takes the new hash.
 */
export async function saveTranslations(
  db: Database,
  editor: AdminProfile,
  target: { entity: TranslatableEntity; id: number; language: TranslationLanguage },
  save: TranslationSave,
) {
  const { entity, id, language } = target;
  await englishOf(db, entity, id);
  const stored = await db
    .select()
    .from(contentTranslations)
    .where(and(ofRecord(entity, id), eq(contentTranslations.language, language)))
    .for("update");
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  const now = new Date();
  for (const [field, sent] of Object.entries(save.fields)) {
    if (!sent) continue;
    const before = stored.find((row) => row.field === field);
    const key = { entity, entityId: id, language, field };
    if (sent.value === "") {
      if (!before) continue;
      await db
        .delete(contentTranslations)
        .where(
          and(ofRecord(entity, id), eq(contentTranslations.language, language), eq(contentTranslations.field, field)),
        );
      changes[`${language}.${field}`] = { from: before.value, to: null };
      continue;
    }
    if (before && before.value === sent.value && before.sourceHash === sent.sourceHash) continue;
    const written = {
      value: sent.value,
      sourceHash: sent.sourceHash,
      translatedBy: editor.id,
      translatedByName: editor.username,
      updatedAt: now,
    };
    await db
      .insert(contentTranslations)
      .values({ ...key, ...written })
      .onConflictDoUpdate({
        target: [
          contentTranslations.entity,
          contentTranslations.entityId,
          contentTranslations.language,
          contentTranslations.field,
        ],
        set: written,
      });
    changes[`${language}.${field}`] = { from: before?.value ?? null, to: sent.value };
  }
  return changes;
}

/** Removes a record's translations with the record (the table has no foreign key to any one table). */
export async function removeTranslations(db: Database, entity: TranslatableEntity, id: number) {
  await db.delete(contentTranslations).where(ofRecord(entity, id));
}

/**
 * Every translation, for the snapshot: a lookup of a record's translations by language and field (empty for a record
 * without any). Reads them all at once, a few rows per translated record.
 */
export async function readContentTranslations(
  db: Database,
): Promise<(entity: TranslatableEntity, id: number) => ContentTranslations> {
  const rows = await db
    .select({
      entity: contentTranslations.entity,
      entityId: contentTranslations.entityId,
      language: contentTranslations.language,
      field: contentTranslations.field,
      value: contentTranslations.value,
    })
    .from(contentTranslations);
  const byRecord = new Map<string, ContentTranslations>();
  for (const row of rows) {
    const key = `${row.entity} ${row.entityId}`;
    const record = byRecord.get(key) ?? {};
    record[row.language] = { ...record[row.language], [row.field]: row.value };
    byRecord.set(key, record);
  }
  return (entity, id) => byRecord.get(`${entity} ${id}`) ?? {};
}
