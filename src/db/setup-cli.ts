// Run by `npm start` (through tsx): migrate, sync flag definitions, seed demo data on first run.
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "./schema";
import { migrateDatabase } from "./migrate";
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from "./seed/demo";
import { env } from "@/lib/env";

async function main() {
  const e = env();
  const pool = new pg.Pool({ connectionString: e.DATABASE_URL, max: 2 });
  const db = drizzle(pool, { schema });
  try {
    await migrateDatabase(db);
    console.log("[upstep] database migrated");
    const seedWanted = process.env.SEED_DEMO !== "false" && process.env.SEED_DEMO !== "0";
    if (seedWanted && (await seedDemo(db))) {
      console.log("\n[upstep] Demo data created. Log in at /api/auth/login with:");
      for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(24)} ${DEMO_PASSWORD}   ${u.label}`);
      console.log("");
    }
  } finally {
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
