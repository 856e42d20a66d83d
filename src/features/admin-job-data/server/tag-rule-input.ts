import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { TagRuleField, TagRuleMatch } from "@/db/schema/admin-job-data";
import { splitKeywords, tagRuleInputSchema } from "../schemas";
import { invalid, parseInput } from "./validation";

export type TagRuleValues = { field: TagRuleField; match: TagRuleMatch; keywords: string[]; pattern: string | null; tag: string; enabled: boolean };

/**
 * A rule from the form, checked: the form's schema, then the regular expression compiled by
 * PostgreSQL itself (the engine that will run it), so a rule that is saved always runs on import.
 */
export async function readTagRuleInput(db: Pick<Db, "execute">, body: unknown): Promise<TagRuleValues> {
  const input = parseInput(tagRuleInputSchema, body);
  if (input.match === "regex") {
    try {
      await db.execute(sql`select '' ~* ${input.value} as ok`);
    } catch (err) {
      const reason = err instanceof Error ? err.message.replace(/^.*invalid regular expression:\s*/i, "") : "";
      throw invalid([{ path: "value", message: `This is not a valid regular expression${reason ? ` (${reason})` : ""}.` }]);
    }
    return { field: input.field, match: "regex", keywords: [], pattern: input.value, tag: input.tag, enabled: input.enabled };
  }
  return { field: input.field, match: input.match, keywords: splitKeywords(input.value), pattern: null, tag: input.tag, enabled: input.enabled };
}
