// Every message a traveller can be shown by a public form's checks or by the public API has its Hindi and Hebrew
// (shared/i18n/message-lookup.ts). The messages are collected from the code, not kept by hand: the public forms' zod schemas are
// walked for the messages of their checks, the refinements a walk cannot read are run on inputs that trip them, and
// shared/messages.ts is read for what the public routes and the islands import from it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { tooManyMessage } from "./abuse/public-forms.ts";
import * as sharedMessages from "../shared/messages.ts";
import { ListingFormSchema } from "../shared/schemas/business.ts";
import { InquiryInputSchema } from "../shared/schemas/inquiry.ts";
import { SignInCodeRequestSchema, SignInWithCodeSchema } from "../shared/schemas/owners.ts";
import { ReviewInputSchema } from "../shared/schemas/review.ts";
import english from "../shared/i18n/catalogues/en/validation.json";
import { LANGUAGES } from "../shared/i18n/languages.ts";
import { messageTemplate } from "../shared/i18n/message-lookup.ts";
import { translateMessage } from "../shared/i18n/messages.ts";

const PUBLIC_FORM_SCHEMAS = [
  ReviewInputSchema,
  InquiryInputSchema,
  ListingFormSchema,
  SignInCodeRequestSchema,
  SignInWithCodeSchema,
];

interface Definition {
  error?: (issue: { input: unknown }) => unknown;
  checks?: { _zod: { def: Definition } }[];
  [part: string]: unknown;
}

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === "object" && value !== null && "_zod" in value && "def" in (value as { _zod: object })._zod;

/**
 * The messages a schema's own checks give: each check's and each type's message, read by asking its error function
 * as zod would (a missing value and a value of the wrong type, for a message that says which). A check without a
 * message of ours answers with zod's own English, which only a script sending what no form sends can meet.
 */
function checkMessages(schema: z.ZodType, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const definition = schema._zod.def as unknown as Definition;
  const ask = (error: Definition["error"]) => {
    for (const input of [undefined, 0]) {
      const message = error?.({ input });
      if (typeof message === "string") found.add(message);
    }
  };
  ask(definition.error);
  for (const check of definition.checks ?? []) ask(check._zod.def.error);
  for (const part of Object.values(definition)) {
    const parts = Array.isArray(part) ? part : isSchema(part) ? [part] : Object.values(part ?? {});
    for (const inner of parts) if (isSchema(inner)) checkMessages(inner, found, seen);
  }
  return found;
}

/** The messages of refinements that add their issues themselves (superRefine, a transform's parser): run them. */
function refinementMessages(): string[] {
  const interval = (opens: string, closes: string) => ({ opens, closes });
  const day = { mode: "hours", intervals: [interval("09:00", "13:00"), interval("12:00", "18:00")] };
  const inputs = [
    ...["somewhere", "91, 200", "https://maps.app.goo.gl/abc"].map((coordinates) => ({ coordinates })),
    { hours: { weekly: [day, { mode: "hours" }, ...Array(5).fill({ mode: "closed" })] } },
    {
      hours: {
        weekly: null,
        exceptions: [{ kind: "special", label: "Diwali", startsOn: "2026-11-09", endsOn: "2026-11-08" }],
      },
    },
  ];
  return inputs.flatMap(
    (input) => ListingFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [],
  );
}

/** The names the files under `folder` import from shared/messages.ts. */
function namesImportedFromMessages(folder: string, skip: RegExp): string[] {
  const root = join(import.meta.dirname, "..");
  const files = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .map((file) => join(root, folder, file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !skip.test(relative(root, file)));
  return files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"[./]*\/?shared\/messages\.ts"/g)].flatMap(
      (match) => match[1]!.split(",").map((name) => name.trim().replace(/^type\s+/, "")),
    ),
  );
}

/**
 * shared/messages.ts's texts the public API answers with (every route but the admin's and the admin login's) and
 * the ones the islands show, their toasts.
 */
function apiMessages(): string[] {
  const names = [
    ...namesImportedFromMessages("service", /^service\/(modules\/admin|modules\/admin-app|auth|audit)\//),
    ...namesImportedFromMessages("site/islands", /^$/),
  ];
  return names
    .map((name) => (sharedMessages as Record<string, unknown>)[name])
    .filter((message): message is string => typeof message === "string");
}

/** The 429s of the public forms' spam brakes, each with its number of minutes as {count} (one minute and several). */
function rateLimitMessages(): string[] {
  const forms = Object.keys({ review: 0, inquiry: 0, listing: 0, photo: 0 } satisfies Record<
    Parameters<typeof tooManyMessage>[0],
    0
  >) as Parameters<typeof tooManyMessage>[0][];
  return forms.flatMap((form) =>
    (["address", "business"] as const).flatMap((scope) =>
      [60, 600].map((seconds) => messageTemplate(tooManyMessage(form, scope, seconds))),
    ),
  );
}

const produced = new Set([
  ...PUBLIC_FORM_SCHEMAS.flatMap((schema) => [...checkMessages(schema)]),
  ...refinementMessages(),
  ...apiMessages(),
  ...rateLimitMessages(),
]);

describe("the messages of the public forms and the API", () => {
  it("finds them: the schemas' messages, their refinements', the API's and the 429s", () => {
    expect(produced).toContain("Name is required");
    expect(produced).toContain("Valid email is required");
    expect(produced).toContain("Opening and closing times are the same: choose 24 hours instead");
    expect(produced).toContain("These hours overlap: each interval must end before the next one starts");
    expect(produced).toContain(sharedMessages.INQUIRY_SENT_MESSAGE);
    expect(produced).toContain(sharedMessages.OWN_BUSINESS_REVIEW_MESSAGE);
    expect(produced).toContain(
      "Too many reviews have been sent from your network. Please try again in {count} minutes.",
    );
  });

  it("are listed in the English catalogue, each as its own text", () => {
    const listed = new Set(Object.keys(english));
    expect([...produced].filter((message) => !listed.has(message))).toEqual([]);
    for (const [message, text] of Object.entries(english)) expect(text).toBe(message);
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))("are translated into %s", (language) => {
    const untranslated = [...produced].filter(
      (message) => translateMessage(language, message.replace("{count}", "2")) === message.replace("{count}", "2"),
    );
    expect(untranslated).toEqual([]);
  });

  it("translate a 429 with its minutes, and leave a message no one translated in English", () => {
    const message = tooManyMessage("inquiry", "business", 180);
    expect(translateMessage("hi", message)).toContain("3");
    expect(translateMessage("hi", message)).not.toBe(message);
    expect(translateMessage("he", "Something no one wrote")).toBe("Something no one wrote");
    expect(translateMessage("en", "Name is required")).toBe("Name is required");
  });
});
