// Sign-in providers the tests start on loopback, and the configuration that points the service at them
// (only configuration: the service runs its real code path against them).
// - oidc-provider is strict, a real OpenID Connect server: login and consent pages, PKCE required, a code
//   works once. It plays Google for the realistic and the failure cases.
// - oauth2-mock-server is lax and fast: it approves at once and lets a test rewrite what it answers. It plays
//   Facebook (its userinfo answered in the Graph API's shape) and a Google whose tokens a test can forge.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import { OAuth2Server } from "oauth2-mock-server";
import Provider from "oidc-provider";

import { LOCAL_CLIENT, oidcProviderGoogleEnv } from "./local-provider-config.ts";

export { LOCAL_CLIENT };

/** A person who can sign in at the local oidc-provider: the login they type, and what the provider says of them. */
export interface LocalAccount {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export const PRIYA: LocalAccount = {
  email: "priya@example.com",
  email_verified: true,
  given_name: "Priya",
  family_name: "Sharma",
  picture: "https://images.example.com/priya.jpg",
};

function listenOnLoopback(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export interface LocalOidcProvider {
  issuer: string;
  /** GOOGLE_* settings that make the service use this provider as Google */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts oidc-provider as "Google" on 127.0.0.1 (`port` 0: any free one), with its development login and
 * consent pages: any password signs in the account whose email is typed as the login.
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  accounts: LocalAccount[];
  port?: number;
}): Promise<LocalOidcProvider> {
  const server = createServer();
  const port = await listenOnLoopback(server, options.port);
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "local-google", alg: "RS256", use: "sig" };
  const accounts = new Map(options.accounts.map((account) => [account.email, account]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_CLIENT.id,
        client_secret: LOCAL_CLIENT.secret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ["local-provider-cookie-key"] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "picture"],
    },
    // Google puts email and names in the id_token; oidc-provider does so only with this off.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // short lifetimes, set so the provider does not warn that it picked defaults
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: true } },
    findAccount(_context, id) {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  provider.on("server_error", (_context, error) => console.error("local oidc-provider:", error));
  const handle = provider.callback();
  server.on("request", (request, response) => void handle(request, response));

  return {
    issuer,
    env: oidcProviderGoogleEnv(issuer),
    close: () => closeServer(server),
  };
}

export interface LocalMockProvider {
  server: OAuth2Server;
  issuer: string;
  /** the settings that make the service use this server as the provider */
  env: Record<string, string>;
  close(): Promise<void>;
}

async function startMockServer(): Promise<{ server: OAuth2Server; issuer: string }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  return { server, issuer: server.issuer.url! };
}

/**
 * oauth2-mock-server as Google: it approves at once, and its id_token (signed by its own key, served at
 * /jwks) says what `person()` answers at that moment.
 */
export async function startMockGoogle(person: () => Record<string, unknown>): Promise<LocalMockProvider> {
  const { server, issuer } = await startMockServer();
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, person());
  });
  return {
    server,
    issuer,
    env: {
      GOOGLE_CLIENT_ID: LOCAL_CLIENT.id,
      GOOGLE_CLIENT_SECRET: LOCAL_CLIENT.secret,
      GOOGLE_ISSUER: issuer,
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
    },
    close: () => server.stop(),
  };
}

/**
 * oauth2-mock-server as Facebook: plain OAuth 2.0 (no id_token), and its /userinfo answers as the Graph
 * API's /me does with what `me()` answers; the last /me request is kept in `lastMeRequest`.
 */
export async function startMockFacebook(
  me: () => Record<string, unknown>,
): Promise<LocalMockProvider & { lastMeRequest: () => URL | undefined }> {
  const { server, issuer } = await startMockServer();
  let lastMeRequest: URL | undefined;
  server.service.on("beforeResponse", (response: { body: Record<string, unknown> }) => {
    delete response.body.id_token;
    delete response.body.refresh_token;
  });
  server.service.on("beforeUserinfo", (response: { body: unknown }, request: { url?: string }) => {
    lastMeRequest = new URL(request.url ?? "/", issuer);
    response.body = me();
  });
  return {
    server,
    issuer,
    env: {
      FACEBOOK_CLIENT_ID: LOCAL_CLIENT.id,
      FACEBOOK_CLIENT_SECRET: LOCAL_CLIENT.secret,
      FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
      FACEBOOK_TOKEN_URL: `${issuer}/token`,
      FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
    },
    lastMeRequest: () => lastMeRequest,
    close: () => server.stop(),
  };
}

/** A minimal cookie jar for one site: what a browser would send back there. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=.*1970/i.test(attribute),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
