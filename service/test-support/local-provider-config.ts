// The settings that point the service at a local sign-in provider, apart from the providers themselves so
// the Playwright config can read them without loading a provider.
export const LOCAL_CLIENT = { id: "soul-of-rishikesh", secret: "local-provider-secret" } as const;

/** GOOGLE_* settings for an oidc-provider at `issuer` playing Google (its default endpoint paths). */
export function oidcProviderGoogleEnv(issuer: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: LOCAL_CLIENT.id,
    GOOGLE_CLIENT_SECRET: LOCAL_CLIENT.secret,
    GOOGLE_ISSUER: issuer,
    GOOGLE_AUTHORIZATION_URL: `${issuer}/auth`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_JWKS_URL: `${issuer}/jwks`,
  };
}
