import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../../shared/constants.ts";
import { type Delivery, DeliverySchema } from "../../../../shared/schemas/delivery.ts";
import { siteBuilds, webhookDeliveries } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const [build] = await db.insert(siteBuilds).values({ status: "succeeded", releaseId: "r-1" }).returning();
  const payload = {
    event: "release.published" as const,
    cause: "build" as const,
    releaseId: "r-1",
    buildId: build!.id,
    pagesTotal: 10,
    pagesRendered: 1,
    pagesReused: 9,
    publishedAt: new Date().toISOString(),
  };
  const common = { buildId: build!.id, releaseId: "r-1", payload };
  await db.insert(webhookDeliveries).values([
    { ...common, kind: "webhook", url: "https://ci.example/hooks/deploy?token=s3cr3t", status: "succeeded" },
    { ...common, kind: "webhook", url: "https://chat.example/notify", status: "failed", attempts: 5 },
    {
      ...common,
      kind: "s3",
      url: "s3://soul-site/",
      status: "pending",
      attempts: 2,
      lastError: "HTTP 503",
      nextAttemptAt: new Date(),
    },
  ]);
});
const send = requestAsAdmin(t);

async function listDeliveries(query = ""): Promise<{ rows: Delivery[]; total: string | null }> {
  const response = await send("GET", `/api/admin/webhook-deliveries${query}`);
  expect(response.status).toBe(200);
  const rows = ((await response.json()) as unknown[]).map((row) => DeliverySchema.parse(row));
  return { rows, total: response.headers.get(TOTAL_COUNT_HEADER) };
}

describe("the admin's list of deliveries", () => {
  it("lists the deliveries newest first, paged, with the number in all in X-Total-Count", async () => {
    const { rows, total } = await listDeliveries();
    expect(total).toBe("3");
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ["s3", "pending"],
      ["webhook", "failed"],
      ["webhook", "succeeded"],
    ]);
    expect(rows[0]).toMatchObject({ target: "s3://soul-site/", attempts: 2, lastError: "HTTP 503", releaseId: "r-1" });

    const page = await listDeliveries("?limit=1&offset=1");
    expect(page.total).toBe("3");
    expect(page.rows.map((row) => row.target)).toEqual(["https://chat.example/notify"]);
  });

  it("shows a webhook's address without its query string, and never the body it sends", async () => {
    const { rows } = await listDeliveries();
    const response = await send("GET", "/api/admin/webhook-deliveries");
    const raw = await response.text();
    expect(rows[2]!.target).toBe("https://ci.example/hooks/deploy");
    expect(raw).not.toContain("s3cr3t");
    expect(raw).not.toContain("payload");
  });

  it("answers 401 without a session and 422 for a page size past the limit", async () => {
    expect((await t.request("GET", "/api/admin/webhook-deliveries")).status).toBe(401);
    expect((await send("GET", "/api/admin/webhook-deliveries?limit=1000")).status).toBe(422);
  });
});
