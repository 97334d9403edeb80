// The admin's Translations part (issue 47): a record's fields in English beside their Hindi and Hebrew, and the save
// of one language's fields, audited and rebuilt like every editor's write.
import { Elysia } from "elysia";
import { z } from "zod";
import {
  TRANSLATABLE_ENTITIES,
  TRANSLATION_LANGUAGES,
  type TranslationSave,
  translationSaveSchema,
} from "../../../../shared/schemas/translations.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";
import type { AppContext } from "../../../context.ts";
import { NotFoundError } from "../../../errors.ts";
import { parseId, parseInput } from "../../../http.ts";
import { listTranslations, saveTranslations } from "./queries.ts";

export const TRANSLATION_TARGET_NOT_FOUND = "There is nothing to translate at this address";

function parseTarget(params: { entity: string; id: string; language?: string }) {
  const entity = z.enum(TRANSLATABLE_ENTITIES).safeParse(params.entity);
  const language = z.enum(TRANSLATION_LANGUAGES).safeParse(params.language ?? "hi");
  if (!entity.success || !language.success) throw new NotFoundError(TRANSLATION_TARGET_NOT_FOUND);
  return { entity: entity.data, id: parseId(params.id, TRANSLATION_TARGET_NOT_FOUND), language: language.data };
}

export function adminTranslationRoutes(context: AppContext) {
  return new Elysia({ prefix: "/api/admin/translations" })
    .use(requireAdmin(context))
    .get("/:entity/:id", ({ params }) => {
      const { entity, id } = parseTarget(params);
      return listTranslations(context.db, entity, id);
    })
    .put("/:entity/:id/:language", async ({ params, body, admin }) => {
      const target = parseTarget(params);
      const save: TranslationSave = parseInput(translationSaveSchema(target.entity), body);
      await auditedWrite(context, admin, async (tx) => {
        const changes = await saveTranslations(tx, admin, target, save);
        const audit =
          Object.keys(changes).length === 0
            ? null
            : {
                entity: target.entity,
                // the home page's content is audited without an id, as its own editor's saves are
                entityId: target.entity === "home_content" ? null : target.id,
                action: "translate" as const,
                changes,
              };
        return { result: null, audit };
      });
      return listTranslations(context.db, target.entity, target.id);
    });
}
