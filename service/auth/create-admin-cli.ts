// npm run admin:create [-- --username NAME --password SECRET]: creates an admin; asks for what is missing.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { readEnv } from "../env.ts";
import { AdminAccountError, createAdmin } from "./accounts.ts";

const { values: flags } = parseArgs({
  options: { username: { type: "string" }, password: { type: "string" } },
});

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

const username = flags.username ?? (await ask("Username: "));
const password = flags.password ?? (await ask("Password: "));

const connection = openDatabase(readEnv().databaseLocation);
try {
  await connection.migrate();
  const admin = await createAdmin(connection.db, { username, password });
  console.log(`Admin "${admin.username}" created.`);
} catch (error) {
  if (!(error instanceof AdminAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await connection.close();
}
