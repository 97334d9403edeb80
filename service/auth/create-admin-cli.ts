// npm run admin:create [-- --username NAME --password SECRET]: creates an admin; asks for what is missing.
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { readEnv } from "../env.ts";
import { AdminAccountError, createAdmin } from "./accounts.ts";

const { values: flags } = parseArgs({
  options: { username: { type: "string" }, password: { type: "string" } },
});

// Bun reads stdin as lines through `console`; node:readline loses piped lines after the first question.
const stdinLines = console[Symbol.asyncIterator]();

async function ask(question: string): Promise<string> {
  process.stdout.write(question);
  const line: IteratorResult<unknown> = await stdinLines.next();
  return typeof line.value === "string" ? line.value : "";
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
