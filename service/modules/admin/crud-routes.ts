// The list/read/create/update/delete routes every admin collection has, built from its queries, so
// validation, the 404 for unknown ids, auditing and the rebuild request work the same everywhere.
import { Elysia } from "elysia";
import type { z } from "zod";
import { requireAdmin } from "../../auth/guard.ts";
import type { AppContext } from "../../context.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { parseId, parseInput } from "../../http.ts";
import { type AuditedEntity, changedFields } from "./audit/queries.ts";
import { auditedWrite } from "./audited-write.ts";

export interface CollectionQueries<Values, Row extends { id: number }> {
  list(db: Database): Promise<Row[]>;
  /** GET /:id is offered when given */
  find?(db: Database, id: number): Promise<Row>;
  /** the writes run inside the transaction that also records the audit row */
  create(tx: Transaction, values: Values): Promise<Row>;
  update(tx: Transaction, id: number, values: Values): Promise<{ before: Row; after: Row }>;
  remove(tx: Transaction, id: number): Promise<Row>;
}

export function adminCollectionRoutes<Input extends z.ZodType<Record<string, unknown>>, Row extends { id: number }>(
  context: AppContext,
  collection: {
    prefix: string;
    entity: AuditedEntity;
    input: Input;
    notFoundMessage: string;
    queries: CollectionQueries<z.output<Input>, Row>;
  },
) {
  const { db } = context;
  const { entity, input, queries } = collection;
  const rowId = (raw: string) => parseId(raw, collection.notFoundMessage);
  const routes = new Elysia({ prefix: collection.prefix })
    .use(requireAdmin(context))
    .get("/", () => queries.list(db))
    .post("/", async ({ body, admin, set }) => {
      const values = parseInput(input, body);
      const created = await auditedWrite(context, admin, async (tx) => {
        const row = await queries.create(tx, values);
        return { result: row, audit: { entity, entityId: row.id, action: "create", changes: values } };
      });
      set.status = 201;
      return created;
    })
    .put("/:id", async ({ params, body, admin }) => {
      const id = rowId(params.id);
      const values = parseInput(input, body);
      return auditedWrite(context, admin, async (tx) => {
        const { before, after } = await queries.update(tx, id, values);
        return { result: after, audit: { entity, entityId: id, action: "update", changes: changedFields(before, values) } };
      });
    })
    .delete("/:id", async ({ params, admin, set }) => {
      const id = rowId(params.id);
      await auditedWrite(context, admin, async (tx) => {
        const removed = await queries.remove(tx, id);
        return { result: removed, audit: { entity, entityId: id, action: "delete", changes: removed } };
      });
      set.status = 204;
    });
  const { find } = queries;
  return find ? routes.get("/:id", ({ params }) => find(db, rowId(params.id))) : routes;
}
