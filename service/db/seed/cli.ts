// `npm run db:seed`: fills an empty database with the demo content (a database with content is left alone).
// With embedded PGlite, stop the service first: PGlite's data folder is not safe to open from two processes.
import { readEnv } from "../../env.ts";
import { openDatabase } from "../client.ts";
import { seedDemoContent } from "./index.ts";

const env = readEnv();
const connection = openDatabase(env.databaseLocation);
try {
  await connection.migrate();
  const result = await seedDemoContent(connection.db);
  if (result.seeded) {
    const counts = Object.entries(result.inserted)
      .map(([table, count]) => `${count} ${table.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)}`)
      .join(", ");
    console.log(`Seeded demo content (${connection.driver}): ${counts}, and the home-page texts.`);
  } else {
    console.log(`The database already has categories; demo content not seeded (${connection.driver}).`);
  }
} finally {
  await connection.close();
}
