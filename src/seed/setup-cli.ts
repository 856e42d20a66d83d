// The setup step `npm start` runs (scripts/lib.mjs setupDatabase, `npm run db:setup`; through tsx):
// migrate, then sync the feature flag definitions, then seed demo data into an empty database.
// It lives with the seed, not in db/, because it composes db, lib and features (decision 012).
import pg from "pg";
import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@/db/schema";
import { users } from "@/db/schema";
import { migrateDatabase } from "@/db/migrate";
import { installQueues } from "@/lib/queue/boss";
import { env } from "@/lib/env";
import { syncFlagDefinitions } from "@/lib/flags/server";
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from "./demo";
import { seedDemoCandidate } from "./demo-candidate";
import { seedDemoTalent } from "./demo-talent";
import { seedDemoPipelines } from "./demo-pipelines";
import { seedDemoSavedSearch } from "./demo-saved-searches";
import { seedDemoRequisitions } from "./demo-requisitions";
import { loadPostalCodes } from "./jobs/postal-codes";
import { seedDemoJobs } from "./jobs/seed-demo-jobs";
import { seedDemoEmployerJobs } from "./jobs/demo-employer-jobs";
import { seedContent } from "./content/seed-content";
import { seedCampaignPages } from "./content/campaigns";
import { seedContentFiles } from "./content/files";
import { loadSkills } from "@/features/skills/server/load-skills";
import { seedJobRoles } from "./job-roles";

async function main() {
  const e = env();
  const pool = new pg.Pool({ connectionString: e.DATABASE_URL, max: 2 });
  const db = drizzle(pool, { schema });
  try {
    await migrateDatabase(db);
    // The background queue's own schema (pg-boss) and Upstep's queues with their retry policies.
    await installQueues({ pool });
    console.log("[upstep] database migrated");
    // Inserts new flags and refreshes their texts; an administrator's on/off choices are kept.
    await syncFlagDefinitions(db);
    const seedWanted = process.env.SEED_DEMO !== "false" && process.env.SEED_DEMO !== "0";
    if (seedWanted && (await seedDemo(db))) {
      console.log("\n[upstep] Demo data created. Log in at /api/auth/login with:");
      for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(24)} ${DEMO_PASSWORD}   ${u.label}`);
      console.log("");
    } else if (seedWanted) {
      // Every later start names the demo logins still there.
      const present = await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_USERS.map((u) => u.email)));
      if (present.length) console.log(`[upstep] demo logins: ${present.map((u) => u.email).sort().join(", ")} (created with the password ${DEMO_PASSWORD})`);
    }
    // Built-in content (navbar, footer, banner, static pages): every install needs it; inserts only
    // what is missing, so a database created before the content migration gets it on its next start.
    const content = await seedContent(db);
    if (content.collections || content.pages || content.posts) {
      console.log(`[upstep] content seeded: ${content.collections} collections, ${content.pages} pages, ${content.posts} posts`);
    }
    // The gated interview checklist and the campaign and getting-hired pages (issue 18, decision 048): missing ones only.
    if (await seedContentFiles(db)) console.log("[upstep] content files seeded (interview preparation checklist)");
    if (await seedCampaignPages(db)) console.log("[upstep] campaign pages seeded (interview-prep-lp, resume-builder-campaign, getting-hired)");
    // Reference data every install needs (ZIP lookups for job locations and radius search); a no-op once loaded.
    const postal = await loadPostalCodes(db);
    if (postal.written) console.log(`[upstep] ${postal.written} US postal codes loaded`);
    // The curated skills vocabulary (decision 022): written only where the shipped files changed.
    const vocabulary = await loadSkills(db);
    if (vocabulary.written || vocabulary.retired) {
      console.log(`[upstep] skills vocabulary: ${vocabulary.total} skills, ${vocabulary.written} written, ${vocabulary.retired} retired`);
    }
    if (seedWanted) {
      // The demo candidate's profile needs the skills vocabulary above; only written once.
      if (await seedDemoCandidate(db)) console.log("[upstep] demo candidate profile created");
      // Discoverable candidates for talent search, and the demo recruiter a member of Northwind Health.
      if (await seedDemoTalent(db)) console.log("[upstep] demo talent created (discoverable candidates for talent search)");
      // Northwind Health's "Night shift nurses" talent pipeline with some of those candidates (decision 043).
      if (await seedDemoPipelines(db)) console.log("[upstep] demo talent pipeline created (Northwind Health, Night shift nurses)");
      // The demo recruiter's saved talent search, with the demo nurses it found (after the talent above).
      if (await seedDemoSavedSearch(db)) console.log("[upstep] demo saved talent search created (recruiter@upstep.local)");
      const stats = await seedDemoJobs(db);
      if (stats) {
        console.log(
          `[upstep] demo jobs imported in ${(stats.durationMs / 1000).toFixed(1)} s: ${stats.read} read, ${stats.created} created, ` +
            `${stats.updated} updated, ${stats.expired} expired, ${stats.rejected} rejected`,
        );
      }
      // The demo hiring manager's company takes applications on Upstep, with screening questions.
      if (await seedDemoEmployerJobs(db)) console.log("[upstep] demo employer jobs posted (Northwind Health, apply on Upstep)");
      // Northwind Health's requisitions (decision 045): open and linked to a demo posting, pending hiring@'s approval, filled, draft.
      if (await seedDemoRequisitions(db)) console.log("[upstep] demo requisitions created (Northwind Health)");
    }
    // The curated job roles (decision 054): missing ones only; after the demo jobs, whose import creates their categories.
    const roles = await seedJobRoles(db);
    if (roles) console.log(`[upstep] ${roles} job roles seeded`);
  } finally {
    await pool.end();
  }
}

main().then(
  // Done: the demo employer's postings go through the postings feature, which starts the queue
  // sender and the app's pool (getDb) besides this step's own; nothing of them is pending now.
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
