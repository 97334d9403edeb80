// What the mail needs besides the database: the site's address for links, the editors' addresses, the caps, and the
// key that signs the links that stop a stream of emails without a login (HMAC-SHA256). The key is MAIL_LINK_SECRET
// when set, else one the service makes on first start and keeps in server_secrets, so every instance and every
// restart signs alike and a fresh clone needs no setting.
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import { MAIL_STREAMS, type MailStream } from "../../../shared/schemas/mail.ts";
import type { Database } from "../../db/client.ts";
import { serverSecrets } from "../../db/schema.ts";
import type { Env } from "../../env.ts";

export const STOP_PATH = "/api/mail/stop";
const LINK_SECRET_NAME = "mail-links";

export interface MailSettings {
  publicUrl: string;
  /** ADMIN_NOTIFY_EMAIL: who hears of listings, held reviews and failed builds (none: no such email is queued) */
  editorAddresses: string[];
  /** emails to one business in any hour; the inquiries past it wait for one summary */
  businessHourlyCap: number;
  /** confirmations to one traveller's address in any hour; past it none is sent (a typed address is anyone's) */
  confirmationHourlyCap: number;
  /** how long the first held review's email waits for more to join it */
  reviewGroupingMs: number;
  linkKey: Uint8Array;
}

const settingsByEnv = new WeakMap<Env, Promise<MailSettings>>();

/** The mail settings of this configuration, its link key read (or made) once. */
export function mailSettings(db: Database, env: Env): Promise<MailSettings> {
  let settings = settingsByEnv.get(env);
  if (!settings) {
    settings = linkKey(db, env).then((key) => ({
      publicUrl: env.publicUrl,
      editorAddresses: env.ADMIN_NOTIFY_EMAIL,
      businessHourlyCap: env.MAIL_BUSINESS_HOURLY_CAP,
      confirmationHourlyCap: 3,
      reviewGroupingMs: 10 * 60_000,
      linkKey: key,
    }));
    // a failed read is tried again next time
    settings.catch(() => settingsByEnv.delete(env));
    settingsByEnv.set(env, settings);
  }
  return settings;
}

async function linkKey(db: Database, env: Env): Promise<Uint8Array> {
  if (env.MAIL_LINK_SECRET) return new TextEncoder().encode(env.MAIL_LINK_SECRET);
  const made = encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(32)));
  // two instances starting at once: the first insert wins and both read it
  await db.insert(serverSecrets).values({ name: LINK_SECRET_NAME, value: made }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, LINK_SECRET_NAME));
  return new TextEncoder().encode(row!.value);
}

const encode = (text: string) => new TextEncoder().encode(text);

/** `<stream>:<address>` and its HMAC, both base64url: the link needs no login and cannot be made for another address. */
export function signStop(key: Uint8Array, stream: MailStream, address: string): string {
  const claim = encode(`${stream}:${address.toLowerCase()}`);
  return `${encodeBase64urlNoPadding(claim)}.${encodeBase64urlNoPadding(hmac(SHA256, key, claim))}`;
}

/** The stream and address a stop token names, or undefined when its signature does not hold. */
export function readStop(key: Uint8Array, token: string): { stream: MailStream; address: string } | undefined {
  const [claimPart, signaturePart, ...rest] = token.split(".");
  if (!claimPart || !signaturePart || rest.length > 0) return undefined;
  try {
    const claim = decodeBase64urlIgnorePadding(claimPart);
    if (!constantTimeEqual(hmac(SHA256, key, claim), decodeBase64urlIgnorePadding(signaturePart))) return undefined;
    const text = new TextDecoder().decode(claim);
    const colon = text.indexOf(":");
    const stream = text.slice(0, colon) as MailStream;
    if (colon < 0 || !MAIL_STREAMS.includes(stream)) return undefined;
    return { stream, address: text.slice(colon + 1) };
  } catch {
    return undefined;
  }
}

/** The link in an email (and its List-Unsubscribe header) that stops this stream to this address. */
export const stopUrl = (settings: MailSettings, stream: MailStream, address: string) =>
  `${settings.publicUrl}${STOP_PATH}?token=${signStop(settings.linkKey, stream, address)}`;
