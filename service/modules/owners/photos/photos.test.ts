// An owner's photos (issues 44 and 45): uploaded through the owner's guard with the editor's intake, seen before
// they are public only by the owner who sent them, and added to the listing with their alt texts as a live edit.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ownerPhotosPath, ownerPhotoUrl } from "../../../../shared/media.ts";
import { PHOTO_FIELD } from "../../../../shared/photo-uploads.ts";
import { photoAltMissingMessage } from "../../../../shared/schemas/business.ts";
import { auditLog, businesses } from "../../../db/schema.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";
import { insertOwner, requestAsOwner } from "../../../test-support/owner.ts";
import { NOT_YOUR_BUSINESS_MESSAGE } from "../access.ts";
import { ADD_PHOTOS_BY_UPLOAD_MESSAGE } from "../listing/queries.ts";

const dataDir = await mkdtemp(join(tmpdir(), "owner-photos-test-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

let ashas = 0;
let ravis = 0;
const t = await useTestApp(
  async (db) => {
    const categoryId = (await insertCategory(db)).id;
    ashas = (await insertBusiness(db, { categoryId, name: "Ganga Yoga Shala" })).id;
    ravis = (await insertBusiness(db, { categoryId, name: "Lakshman Cafe" })).id;
    await insertOwner(db, { id: "asha", email: "asha@example.com", businessId: ashas });
    await insertOwner(db, { id: "ravi", email: "ravi@example.com", businessId: ravis });
  },
  { env: { DATA_DIR: dataDir } },
);
const asAsha = requestAsOwner(t, "asha");
const asRavi = requestAsOwner(t, "ravi");

const photoOf = async (colour: string) => {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set(PHOTO_FIELD, new File([bytes], "hall.png", { type: "image/png" }));
  return body;
};
const upload = async (send: typeof asAsha, businessId: number, colour = "#0f766e") => {
  const response = await send("POST", ownerPhotosPath(businessId), await photoOf(colour));
  const answer = (await response.json()) as { source?: string };
  return { status: response.status, source: answer.source };
};
const stored = async (id: number) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

describe("an owner's photos", () => {
  it("cannot be uploaded to another owner's business (403), which keeps nothing", async () => {
    const response = await asAsha("POST", ownerPhotosPath(ravis), await photoOf("#b91c1c"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: NOT_YOUR_BUSINESS_MESSAGE });
  });

  it("are checked as an editor's upload is: a file that is no photo is refused", async () => {
    const body = new FormData();
    body.set(PHOTO_FIELD, new File(["<html></html>"], "hall.jpg", { type: "image/jpeg" }));
    expect((await asAsha("POST", ownerPhotosPath(ashas), body)).status).toBe(422);
  });

  it("are seen before they are public by the owner who sent them, and by nobody else", async () => {
    const { status, source } = await upload(asAsha, ashas);
    expect(status).toBe(201);
    const preview = await asAsha("GET", ownerPhotoUrl(ashas, source!));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(preview.headers.get("cache-control")).toContain("private");
    // Ravi, through his own business, knows no photo of that name
    expect((await asRavi("GET", ownerPhotoUrl(ravis, source!))).status).toBe(404);
    expect((await asRavi("GET", ownerPhotoUrl(ashas, source!))).status).toBe(403);
  });

  it("join the listing with their alt texts as a live edit, audited as the owner's", async () => {
    const { source } = await upload(asAsha, ashas);
    const missingAlt = await asAsha("PATCH", `/api/owner/businesses/${ashas}`, { images: [source], imageAlts: {} });
    expect(missingAlt.status).toBe(422);
    expect(await missingAlt.json()).toMatchObject({ message: photoAltMissingMessage(1) });

    const imageAlts = { [source!]: "The yoga hall at sunrise" };
    const saved = await asAsha("PATCH", `/api/owner/businesses/${ashas}`, { images: [source], imageAlts });
    expect(saved.status).toBe(200);
    expect(await stored(ashas)).toMatchObject({ images: [source], imageAlts });
    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({ actorKind: "owner", userId: "asha", entity: "business", action: "update" });
    expect(Object.keys(audit!.changes as object)).toEqual(expect.arrayContaining(["images", "imageAlts"]));
    expect(t.contentChanges).toHaveLength(1);
  });

  it("are only the owner's own uploads or those the listing holds: no web address, no one else's", async () => {
    const { source: ravisPhoto } = await upload(asRavi, ravis, "#1d4ed8");
    for (const images of [[ravisPhoto], ["https://img.example/elsewhere.jpg"]]) {
      const response = await asAsha("PATCH", `/api/owner/businesses/${ashas}`, {
        images,
        imageAlts: { [images[0]!]: "A photo" },
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ message: ADD_PHOTOS_BY_UPLOAD_MESSAGE });
    }
    expect((await stored(ashas)).images).toEqual([]);
  });
});
