import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_JOB_TAG_MAPPING_PATH } from "@/lib/admin-routes";
import { listTagRuleRuns, listTagRules, ruleTagCounts } from "@/features/admin-job-data/server/queries";
import { TagRulesManager } from "@/features/admin-job-data/components/tag-rules-manager";

export const metadata: Metadata = { title: "Job tag mapping" };
export const dynamic = "force-dynamic";

/** /admin/job-tag-mapping: rules that map feed fields to Upstep tags, applied on import and re-applied on demand (decision 055). */
export default async function JobTagMappingPage() {
  await requirePagePermission("admin", ADMIN_JOB_TAG_MAPPING_PATH);
  const db = getDb();
  const [rules, runs, tagCounts] = await Promise.all([listTagRules(db), listTagRuleRuns(db), ruleTagCounts(db)]);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Job tag mapping</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Rules that give imported jobs Upstep tags such as Immediately Hiring from what their feed says: a word in the title, a company, a category. Search shows the tags.
        </p>
      </header>
      <TagRulesManager rules={rules} runs={runs} tagCounts={tagCounts} />
    </div>
  );
}
