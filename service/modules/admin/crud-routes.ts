// The list/read/create/update/delete routes every admin collection has, built from its queries, so
// validation, the 404 for unknown ids, auditing and the rebuild request work the same everywhere.
import { Elysia } from "elysia";
import { z } from "zod";
import type { AdminProfile } from "../../../shared/schemas/admin.ts";
import { requireAdmin } from "../../auth/guard.ts";
import type { AppContext } from "../../context.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { ChangedSinceReadError } from "../../errors.ts";
import { parseId, parseInput } from "../../http.ts";
import { changedSinceReadMessage, recordVersion } from "../../../shared/record-version.ts";
import { type AuditedEntity, updateAudit } from "../../audit/queries.ts";
import { auditedWrite } from "../../audit/audited-write.ts";
import { answerListing, type Listing } from "../paging.ts";

export { answerListing, type Listing } from "../paging.ts";

export interface CollectionQueries<Values, Row extends { id: number }, ListQuery> {
  list(db: Database, query: ListQuery): Promise<Listing<unknown>>;
  /** GET /:id is offered when given */
  find?: (db: Database, id: number) => Promise<Row>;
  /** the writes run inside the transaction that also records the audit row */
  create(tx: Transaction, values: Values): Promise<Row>;
  /**
   * writes only the fields given: what the request left out keeps its stored value. `written`, when given, is what the
   * write stored, which the audit records in place of the request's fields (a field the server sets itself included)
   */
  update(
    tx: Transaction,
    id: number,
    changes: Partial<Values>,
  ): Promise<{ before: Row; after: Row; written?: Record<string, unknown> }>;
  remove(tx: Transaction, id: number): Promise<Row>;
}

/**
 * `schema` with every field optional and its own checks kept (a business's uploaded photos need their alt texts): zod's
 * partial() refuses an object with checks. Each check sees only the fields sent.
 */
export function partialOf(schema: z.ZodObject) {
  const partial = z.object(schema.shape).partial();
  const checks = schema._zod.def.checks ?? [];
  return checks.length > 0 ? partial.check(...(checks as z.core.$ZodCheck<Record<string, unknown>>[])) : partial;
}

/**
 * The fields of an update: validated by the form's own schema (the whole of it, or with `partial` any
 * subset of its fields), then only the fields the body carries. Schema defaults fill what a create
 * leaves out; on an update they would silently overwrite stored values, so they are dropped here.
 */
export function parseChanges<Input extends z.ZodObject>(
  schema: Input,
  body: unknown,
  options: { partial?: boolean } = {},
): Partial<z.output<Input>> {
  const values: Record<string, unknown> = parseInput(options.partial ? partialOf(schema) : schema, body);
  const sent = typeof body === "object" && body !== null ? body : {};
  return Object.fromEntries(Object.entries(values).filter(([field]) => Object.hasOwn(sent, field))) as Partial<
    z.output<Input>
  >;
}

/**
 * DELETE /:id: deletes one record with its audit row and answers 204. `remove` throws NotFoundError for an unknown
 * id (a 404) and answers what the audit row keeps of the record: the whole row, or less where it is a visitor's
 * own words.
 */
export async function auditedDelete(
  context: AppContext,
  admin: AdminProfile,
  set: { status?: number | string },
  record: { entity: AuditedEntity; id: number; remove: (tx: Transaction, id: number) => Promise<object> },
) {
  const { entity, id, remove } = record;
  await auditedWrite(context, admin, async (tx) => {
    const removed = { ...(await remove(tx, id)) };
    return { result: removed, audit: { entity, entityId: id, action: "delete", changes: removed } };
  });
  set.status = 204;
}

const NO_LIST_QUERY = z.object({});

/**
 * The version of the record an edit was made on, when the client says (the admin's forms send the updatedAt of the
 * record they opened as If-Match: shared/record-version.ts). Without it the edit is made on whatever is stored.
 */
function versionReadBy(request: Request): string | undefined {
  return request.headers.get("if-match")?.replace(/^W\//, "").replace(/^"|"$/g, "") || undefined;
}

/**
 * Throws (a 412) when the request says which version it edited and `stored`, the record as locked for the write, is
 * another: the write is rolled back with its transaction. An owner's edit (issue 44) checks the same way.
 */
export function requireVersionRead(request: Request, stored: { updatedAt: Date }, noun: string) {
  const readVersion = versionReadBy(request);
  if (readVersion !== undefined && recordVersion(stored) !== readVersion) {
    throw new ChangedSinceReadError(changedSinceReadMessage(noun));
  }
}

/**
 * GET / (one page, X-Total-Count), GET /:id, POST /, PUT /:id (the form; fields it leaves out keep
 * their value), PATCH /:id (any subset of the form's fields, e.g. `{ isFeatured: true }`), DELETE /:id.
 */
export function adminCollectionRoutes<
  Input extends z.ZodObject,
  Row extends { id: number; updatedAt: Date },
  ListQuery extends z.ZodType = typeof NO_LIST_QUERY,
>(
  context: AppContext,
  collection: {
    prefix: string;
    entity: AuditedEntity;
    /** what an editor calls one record: "blog post" */
    noun: string;
    input: Input;
    /** the list's query parameters; none when left out */
    listQuery?: ListQuery;
    notFoundMessage: string;
    queries: CollectionQueries<z.output<Input>, Row, z.output<ListQuery>>;
  },
) {
  const { db } = context;
  const { entity, input, queries } = collection;
  // without a listQuery, ListQuery is its default, the type of NO_LIST_QUERY
  const listQuery = (collection.listQuery ?? NO_LIST_QUERY) as ListQuery;
  const rowId = (raw: string) => parseId(raw, collection.notFoundMessage);
  const update = (admin: AdminProfile, id: number, changes: Partial<z.output<Input>>, request: Request) =>
    auditedWrite(context, admin, async (tx) => {
      const { before, after, written = changes } = await queries.update(tx, id, changes);
      requireVersionRead(request, before, collection.noun);
      return { result: after, audit: updateAudit(entity, id, before, written) };
    });
  const routes = new Elysia({ prefix: collection.prefix })
    .use(requireAdmin(context))
    .get("/", async ({ query, set }) => answerListing(set, await queries.list(db, parseInput(listQuery, query))))
    .post("/", async ({ body, admin, set }) => {
      const values = parseInput(input, body);
      const created = await auditedWrite(context, admin, async (tx) => {
        const row = await queries.create(tx, values);
        return { result: row, audit: { entity, entityId: row.id, action: "create", changes: values } };
      });
      set.status = 201;
      return created;
    })
    .put("/:id", ({ params, body, admin, request }) => {
      const id = rowId(params.id);
      return update(admin, id, parseChanges(input, body), request);
    })
    .patch("/:id", ({ params, body, admin, request }) => {
      const id = rowId(params.id);
      return update(admin, id, parseChanges(input, body, { partial: true }), request);
    })
    .delete("/:id", ({ params, admin, set }) =>
      auditedDelete(context, admin, set, { entity, id: rowId(params.id), remove: (tx, id) => queries.remove(tx, id) }),
    );
  const { find } = queries;
  return find ? routes.get("/:id", ({ params }) => find(db, rowId(params.id))) : routes;
}
