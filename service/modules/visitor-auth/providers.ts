// Google and Facebook through openid-client (state, PKCE, the code exchange; the client secret posted in
// the body, the one way both providers take it), with every endpoint from the configuration: tests point
// them at local providers and change nothing else. Google's id_token is verified with jose against its JWKS;
// Facebook's person comes from the Graph API's /me.
import { createHmac } from "node:crypto";
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from "jose";
import * as oidc from "openid-client";
import { z } from "zod";
import { FIELD_LIMITS, TEXT_LIMITS } from "../../../shared/constants.ts";
import { isHttpUrl, isPlainText } from "../../../shared/schemas/fields.ts";
import { SIGN_IN_PROVIDER_LABELS, type SignInProvider } from "../../../shared/schemas/user.ts";
import type { Env } from "../../env.ts";
import type { ProviderProfile } from "./users.ts";

/** A sign-in that cannot finish: the status and a sentence the visitor is shown. No session is started. */
export class SignInError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "SignInError";
  }
}

/** What the callback must match: kept in a short-lived cookie between the redirect and the return. */
export interface SignInChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface SignInProviderClient {
  provider: SignInProvider;
  label: string;
  /** the provider's page the visitor is sent to */
  authorizationUrl(checks: SignInChecks): Promise<URL>;
  /** checks the provider's answer (the callback URL), exchanges the code and tells who signed in */
  finish(callbackUrl: URL, checks: SignInChecks): Promise<ProviderProfile>;
}

const PROVIDER_TIMEOUT_SECONDS = 10;

export function newSignInChecks(): SignInChecks {
  return { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
}

export function callbackPath(provider: SignInProvider): string {
  return `/api/auth/callback/${provider}`;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const isLoopbackHttp = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === "http:" && LOOPBACK_HOSTS.has(hostname);
};

/**
 * openid-client refuses plain http; a provider on this very machine (the tests' local providers) is let
 * through, since loopback traffic never leaves it. Any other http endpoint still fails.
 */
function clientConfiguration(
  server: oidc.ServerMetadata,
  clientId: string,
  clientSecret: string,
  calledUrls: string[],
) {
  const config = new oidc.Configuration(server, clientId, clientSecret, oidc.ClientSecretPost(clientSecret));
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (calledUrls.every(isLoopbackHttp)) oidc.allowInsecureRequests(config);
  return config;
}

/** A name as a provider tells it: cut to the column's size; one with control characters is dropped. */
const nameField = z
  .string()
  .transform((value) => value.trim().slice(0, FIELD_LIMITS.personName))
  .refine((value) => isPlainText(value))
  .nullish()
  .catch(null)
  .transform((value) => value || null);

/** A provider's word, checked: an email address, names within the column's size, a picture only if it is a web address. */
const ProfileSchema = z.object({
  email: z.string().trim().toLowerCase().max(FIELD_LIMITS.adminEmail).pipe(z.email()),
  firstName: nameField,
  lastName: nameField,
  profileImageUrl: z
    .string()
    .max(TEXT_LIMITS.url)
    .refine(isHttpUrl)
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
});

function checkedProfile(label: string, profile: Record<string, unknown>): ProviderProfile {
  const parsed = ProfileSchema.safeParse(profile);
  if (!parsed.success) {
    throw new SignInError(400, `Your ${label} account did not share an email address, which signing in needs.`);
  }
  return parsed.data;
}

/** Turns a failed exchange or check into what the visitor is told; only an unreachable provider is our problem. */
function exchangeFailure(label: string, error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return new SignInError(400, `${label} did not accept this sign-in (${error.error}). Please try again.`);
  }
  if (error instanceof joseErrors.JOSEError || error instanceof oidc.ClientError) {
    return new SignInError(400, `The answer from ${label} could not be verified, so you were not signed in.`);
  }
  console.warn(`Sign-in with ${label} failed: ${error instanceof Error ? error.name : typeof error}`);
  return new SignInError(502, `${label} could not be reached. Please try again in a moment.`);
}

interface ProviderSetup {
  provider: SignInProvider;
  config: oidc.Configuration;
  scope: string;
  /** OpenID Connect: a nonce goes out and must come back in the id_token */
  usesNonce: boolean;
  readProfile(tokens: oidc.TokenEndpointResponse, checks: SignInChecks): Promise<Record<string, unknown>>;
}

function providerClient(setup: ProviderSetup, redirectUri: string): SignInProviderClient {
  const { provider, config, scope, usesNonce } = setup;
  const label = SIGN_IN_PROVIDER_LABELS[provider];
  return {
    provider,
    label,
    async authorizationUrl(checks) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        ...(usesNonce && { nonce: checks.nonce }),
      });
    },
    async finish(callbackUrl, checks) {
      const refused = callbackUrl.searchParams.get("error");
      if (refused) throw new SignInError(400, `${label} did not sign you in (${refused.slice(0, 100)}).`);
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
          ...(usesNonce && { expectedNonce: checks.nonce, idTokenExpected: true }),
        });
        return checkedProfile(label, await setup.readProfile(tokens, checks));
      } catch (error) {
        throw exchangeFailure(label, error);
      }
    },
  };
}

function google(env: Env): ProviderSetup | undefined {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (!clientId || !clientSecret) return undefined;
  const issuer = env.GOOGLE_ISSUER;
  const server = { issuer, authorization_endpoint: env.GOOGLE_AUTHORIZATION_URL, token_endpoint: env.GOOGLE_TOKEN_URL };
  const keys = createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL));
  return {
    provider: "google",
    config: clientConfiguration(server, clientId, clientSecret, [env.GOOGLE_TOKEN_URL]),
    scope: "openid email profile",
    usesNonce: true,
    async readProfile(tokens, checks) {
      // openid-client checks the claims but not the signature of a token-endpoint id_token: jose does.
      if (!tokens.id_token) throw new SignInError(400, "Google sent no id_token, so you were not signed in.");
      const { payload } = await jwtVerify(tokens.id_token, keys, { issuer, audience: clientId });
      if (payload.nonce !== checks.nonce) throw new joseErrors.JWTClaimValidationFailed("nonce mismatch", payload);
      if (payload.email_verified !== true) {
        throw new SignInError(
          400,
          "The email address of your Google account is not verified, so you were not signed in.",
        );
      }
      return {
        email: payload.email,
        firstName: payload.given_name,
        lastName: payload.family_name,
        profileImageUrl: payload.picture,
      };
    },
  };
}

const FacebookMeSchema = z.object({
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  picture: z
    .object({ data: z.object({ url: z.string().optional(), is_silhouette: z.boolean().optional() }).optional() })
    .optional(),
});

function facebook(env: Env): ProviderSetup | undefined {
  const { FACEBOOK_CLIENT_ID: clientId, FACEBOOK_CLIENT_SECRET: clientSecret } = env;
  if (!clientId || !clientSecret) return undefined;
  const server = {
    issuer: new URL(env.FACEBOOK_AUTHORIZATION_URL).origin,
    authorization_endpoint: env.FACEBOOK_AUTHORIZATION_URL,
    token_endpoint: env.FACEBOOK_TOKEN_URL,
  };
  const calledUrls = [env.FACEBOOK_TOKEN_URL, env.FACEBOOK_USERINFO_URL];
  const config = clientConfiguration(server, clientId, clientSecret, calledUrls);
  return {
    provider: "facebook",
    config,
    scope: "email public_profile",
    usesNonce: false,
    async readProfile(tokens) {
      const url = new URL(env.FACEBOOK_USERINFO_URL);
      url.searchParams.set("fields", "id,first_name,last_name,email,picture");
      // proves the token was used by this app's server (required when the app turns on "Require App Secret")
      url.searchParams.set(
        "appsecret_proof",
        createHmac("sha256", clientSecret).update(tokens.access_token).digest("hex"),
      );
      const response = await oidc.fetchProtectedResource(config, tokens.access_token, url, "GET");
      if (!response.ok) throw new SignInError(502, "Facebook did not tell who you are. Please try again.");
      const me = FacebookMeSchema.parse(await response.json());
      const picture = me.picture?.data;
      return {
        email: me.email,
        firstName: me.first_name,
        lastName: me.last_name,
        // Facebook's stand-in silhouette is no picture of the person: the avatar shows their initial instead.
        profileImageUrl: picture?.is_silhouette ? null : picture?.url,
      };
    },
  };
}

/** The providers this configuration offers, each ready to send visitors out and take them back. */
export function configuredProviders(env: Env): Partial<Record<SignInProvider, SignInProviderClient>> {
  const clients: Partial<Record<SignInProvider, SignInProviderClient>> = {};
  for (const setup of [google(env), facebook(env)]) {
    if (setup) clients[setup.provider] = providerClient(setup, `${env.publicUrl}${callbackPath(setup.provider)}`);
  }
  return clients;
}
