import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateSkills, jobSearch, skills as skillsTable, EMPLOYMENT_TYPES, type EmploymentType } from "@/db/schema";
import { jobDetailPath } from "@/lib/job-routes";
import { getPersonalInfo, listWorkHistory } from "@/features/candidate-profile/server/queries";
import { getCandidatePreferences } from "@/features/candidate-preferences/server/queries";
import { searchJobs, type JobSearchHit } from "@/features/jobs/server/queries";
import {
  MAX_SKILL_TERMS,
  MAX_TITLE_TERMS,
  planRecommendationSearches,
  rankRecommendations,
  reasonFor,
  recommendationGaps,
  recommendationPlace,
  searchableTerms,
  searchWords,
  type RecommendationCandidate,
  type RecommendationInput,
  type TitleSource,
} from "../recommendations";
import type { DashboardRecommendations, RecommendedJob } from "../schemas";

/*
 * Jobs recommended from the signed-in person's own profile (decision 025 amendment), through the job
 * search engine (searchJobs, the /jobs page's search): read the profile, run the planned searches
 * side by side, ask which of the person's titles and skills each job found matches (one statement
 * by primary key), rank and explain.
 */

export const RECOMMENDED_DASHBOARD_LIMIT = 6;
/** The skills vocabulary's category of soft skills (features/skills/data/interpersonal.ts), not matched on. */
export const SOFT_SKILLS_CATEGORY = "interpersonal";
export const RECOMMENDED_JOBS_PAGE_LIMIT = 12;

type WorkEntry = { title: string; isCurrent: boolean; startYear: number | null; startMonth: number | null; endYear: number | null; endMonth: number | null };

/** The most recent job's title: a current job first, then the latest end (or start) date; list order breaks ties. */
export function mostRecentTitle(entries: WorkEntry[]): string | null {
  const when = (e: WorkEntry) => (e.isCurrent ? 1e6 : 0) + (e.endYear ?? e.startYear ?? 0) * 13 + (e.endYear ? (e.endMonth ?? 12) : (e.startMonth ?? 0));
  let best: WorkEntry | null = null;
  for (const e of entries) if (e.title.trim() && (!best || when(e) > when(best))) best = e;
  return best?.title.trim() ?? null;
}

const isEmploymentType = (v: string): v is EmploymentType => (EMPLOYMENT_TYPES as readonly string[]).includes(v);

/**
 * The person's skills worth matching on, in their order: not soft skills ("Communication" is in most
 * job descriptions) and not skills whose name is an ordinary word (the vocabulary marks them
 * ambiguous: "SAFe" would match "safe" everywhere).
 */
export async function listMatchableSkills(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: skillsTable.name, category: skillsTable.category, ambiguous: skillsTable.ambiguous })
    .from(candidateSkills)
    .innerJoin(skillsTable, eq(skillsTable.slug, candidateSkills.skillSlug))
    .where(eq(candidateSkills.userId, userId))
    .orderBy(asc(candidateSkills.position));
  return rows.filter((s) => s.category !== SOFT_SKILLS_CATEGORY && !s.ambiguous.some((a) => a.toLowerCase() === s.name.toLowerCase())).map((s) => s.name);
}

/** What recommendations are made from, read from the person's own rows only. */
export async function readRecommendationInput(db: Db, userId: string): Promise<RecommendationInput> {
  const [personal, work, skillNames, { employment: prefs }] = await Promise.all([
    getPersonalInfo(db, userId),
    listWorkHistory(db, userId),
    listMatchableSkills(db, userId),
    getCandidatePreferences(db, userId),
  ]);
  let titles: string[] = searchableTerms(prefs.desiredTitles, MAX_TITLE_TERMS);
  let titleSource: TitleSource | null = titles.length ? "desired" : null;
  if (!titleSource) {
    const recent = mostRecentTitle(work);
    if (recent && searchWords(recent).length) [titles, titleSource] = [[recent], "work-history"];
    else if (searchWords(personal.headline).length) [titles, titleSource] = [[personal.headline.trim()], "headline"];
  }
  return {
    titles,
    titleSource,
    skills: skillNames,
    postalCode: personal.postalCode,
    city: personal.city,
    state: personal.state,
    remoteOnly: personal.remoteOnly,
    employmentTypes: prefs.employmentTypes.filter(isEmploymentType),
    workArrangements: prefs.workArrangements,
    maxCommuteMiles: prefs.maxCommuteMiles,
  };
}

/**
 * Which of `terms` each job matches, as the search matched it (the job's full-text vector against
 * the term's words): one statement over the jobs' primary keys.
 */
async function matchedTerms(db: Db, ids: string[], terms: string[]): Promise<Map<string, boolean[]>> {
  if (!ids.length || !terms.length) return new Map();
  const checks = terms.map((t) => sql`coalesce(${jobSearch.searchVector} @@ plainto_tsquery('english'::regconfig, ${searchWords(t).join(" ")}), false)`);
  const rows = await db
    .select({ id: jobSearch.id, matches: sql<boolean[] | string>`array[${sql.join(checks, sql`, `)}]` })
    .from(jobSearch)
    .where(inArray(jobSearch.id, ids));
  // node-postgres parses boolean[]; PGlite may hand the array literal back ("{t,f}").
  const parse = (v: boolean[] | string): boolean[] => (typeof v === "string" ? v.replace(/[{}]/g, "").split(",").map((x) => x === "t" || x === "true") : v);
  return new Map(rows.map((r) => [r.id, parse(r.matches)]));
}

function toRecommendedJob(c: RecommendationCandidate, reason: string): RecommendedJob {
  const { hit } = c;
  return {
    id: hit.id,
    title: hit.title,
    company: hit.companyName,
    place: hit.remote && hit.locationText !== "Remote" ? (hit.locationText ? `${hit.locationText} · Remote` : "Remote") : hit.locationText || null,
    remote: hit.remote,
    postedAt: hit.postedAt.toISOString(),
    url: jobDetailPath(hit.id),
    distanceMiles: hit.distanceMiles,
    employmentType: hit.employmentType,
    matchedTitle: c.matchedTitle,
    matchedSkills: c.matchedSkills,
    reason,
  };
}

/** A recommended job with the search hit it came from (the pages render the hit's pay and type). */
export type Recommendation = RecommendedJob & { hit: JobSearchHit };

export async function getRecommendedJobs(
  db: Db,
  userId: string,
  opts: { limit?: number; input?: RecommendationInput } = {},
): Promise<DashboardRecommendations & { jobs: Recommendation[] }> {
  const limit = opts.limit ?? RECOMMENDED_DASHBOARD_LIMIT;
  const input = opts.input ?? (await readRecommendationInput(db, userId));
  const missing = recommendationGaps(input);
  const searches = planRecommendationSearches(input, limit);
  if (!searches.length) return { jobs: [], searched: false, missing };

  const results = await Promise.all(searches.map((s) => searchJobs(db, s.params)));
  const found: { hit: JobSearchHit; scope: RecommendationCandidate["scope"]; order: number }[] = [];
  results.forEach((r, i) => r.hits.forEach((hit) => found.push({ hit, scope: searches[i]!.scope, order: found.length })));
  if (!found.length) return { jobs: [], searched: true, missing };

  const titles = searchableTerms(input.titles, MAX_TITLE_TERMS);
  const skills = searchableTerms(input.skills, MAX_SKILL_TERMS);
  const matches = await matchedTerms(db, [...new Set(found.map((f) => f.hit.id))], [...titles, ...skills]);
  const candidates: RecommendationCandidate[] = found.map((f) => {
    const m = matches.get(f.hit.id) ?? [];
    return { ...f, matchedTitle: titles.find((_, i) => m[i]) ?? null, matchedSkills: skills.filter((_, i) => m[titles.length + i]) };
  });
  const ranked = rankRecommendations(candidates, { limit, employmentTypes: input.employmentTypes, remoteOnly: input.remoteOnly });
  const placeLabel = recommendationPlace(input)?.label ?? null;
  return {
    jobs: ranked.map((c) => ({ ...toRecommendedJob(c, reasonFor(c, { titleSource: input.titleSource, placeLabel })), hit: c.hit })),
    searched: true,
    missing,
  };
}

/** The API's shape (no search hits inside). */
export const toDashboardRecommendations = (r: DashboardRecommendations): DashboardRecommendations => ({
  jobs: r.jobs.map(({ hit: _hit, ...job }: RecommendedJob & { hit?: unknown }) => job),
  searched: r.searched,
  missing: r.missing,
});
