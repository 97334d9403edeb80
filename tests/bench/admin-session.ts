// Signs a bench script in as an admin of a running service, over HTTP as the admin app does.
import type { AdminLoginInput } from "../../shared/schemas/admin.ts";

/** The session cookie to send as the `cookie` header of the admin API's requests. */
export async function signInAsAdmin(baseUrl: string, account: AdminLoginInput): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    // the service takes an admin's writes from its own origin only
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`the admin login answered ${login.status}: ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
}
