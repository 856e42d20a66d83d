import "server-only";
import type { Db } from "@/db/client";
import { getCandidatePreferences } from "@/features/candidate-preferences/server/queries";
import { getPersonalInfo, listWorkHistory } from "@/features/candidate-profile/server/queries";
import { listJobAlerts } from "@/features/job-alerts/server/queries";
import { pickInterests, type BlogInterest, type InterestSignals } from "../interests";
import type { BlogPostCard } from "../types";
import { listBlogTagCounts, listPostsByTags } from "./queries";

/*
 * /dashboard/blog's picks (decision 047): the person's profile, preferences and job alerts become
 * interest signals, the signals become tags (interests.ts), and the posts carrying the most of those
 * tags come first, the newest filling the rest. Read per request, like every blog list.
 */
export const DASHBOARD_POSTS = 12;

export async function interestSignalsOf(db: Db, userId: string): Promise<InterestSignals> {
  const [prefs, personal, work, alerts] = await Promise.all([getCandidatePreferences(db, userId), getPersonalInfo(db, userId), listWorkHistory(db, userId), listJobAlerts(db, userId)]);
  const active = alerts.filter((a) => a.active);
  const latest = work.find((w) => w.isCurrent) ?? work[0];
  const wanted = prefs.employment.desiredTitles;
  return {
    titles: [...wanted, ...(latest ? [latest.title] : []), ...(personal.headline ? [personal.headline] : [])],
    categories: prefs.employment.desiredCategories,
    alertKeywords: active.map((a) => a.keywords).filter(Boolean),
    prefersRemote: personal.remoteOnly || prefs.employment.workArrangements.includes("remote") || active.some((a) => a.remoteOnly),
    entryLevel: prefs.experience.experienceLevel === "entry",
    saidPay: prefs.compensation.payMinCents !== null || prefs.compensation.payTargetCents !== null,
    hasJobAlerts: active.length > 0,
    latestTitle: latest?.title ?? "",
    wantedTitles: wanted,
  };
}

export async function blogPicksFor(db: Db, userId: string): Promise<{ interests: BlogInterest[]; posts: (BlogPostCard & { sharedTags: number })[] }> {
  const [signals, tags] = await Promise.all([
    interestSignalsOf(db, userId),
    // Only tags with published posts: an interest the page names must bring posts.
    listBlogTagCounts(db),
  ]);
  const interests = pickInterests(signals, tags);
  const posts = await listPostsByTags(
    db,
    interests.map((i) => i.tag.id),
    { limit: DASHBOARD_POSTS },
  );
  return { interests, posts };
}
