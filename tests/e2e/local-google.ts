// The local OpenID Connect provider that plays Google in the e2e run: the service is configured for it
// (playwright.config.ts), and the sign-in spec starts it on this port while it runs.
import { oidcProviderGoogleEnv } from "../../service/test-support/local-provider-config.ts";

export const E2E_GOOGLE_PORT = 4174;
const E2E_GOOGLE_ISSUER = `http://127.0.0.1:${E2E_GOOGLE_PORT}`;
/** Google is configured, Facebook is not: the dialog shows both a working and an unavailable provider. */
export const E2E_SIGN_IN_ENV = oidcProviderGoogleEnv(E2E_GOOGLE_ISSUER);
