/*
 * Which blog tags suit a signed-in candidate (decision 047): plain rules over what their profile
 * says, each with the reason shown. Tags are matched two ways:
 * - a signal of the profile names a topic, when the blog has a tag with that slug (remote work
 *   wanted -> remote-work; entry level -> early-career; pay said -> salary-and-negotiation; job
 *   alerts -> job-search; wanted titles unlike the latest job -> career-change);
 * - a word of the person's wanted titles, latest job title, headline, wanted categories or job
 *   alert keywords is a word of a tag's name or slug ("Remote customer service" -> Remote work).
 * Nothing is inferred beyond that; the dashboard fills up with the newest posts.
 */

export type InterestSignals = {
  /** Wanted titles, then the latest job's title, then the headline. */
  titles: string[];
  /** Wanted job category slugs ("customer-service"). */
  categories: string[];
  /** Keywords of the person's active job alerts. */
  alertKeywords: string[];
  prefersRemote: boolean;
  entryLevel: boolean;
  saidPay: boolean;
  hasJobAlerts: boolean;
  /** The latest job's title, to tell a change of career ("" when none). */
  latestTitle: string;
  /** Titles the person wants (their preferences). */
  wantedTitles: string[];
};

export type InterestTag = { id: string; slug: string; name: string };
export type BlogInterest = { tag: InterestTag; because: string };

export const MAX_INTERESTS = 4;

const RULES: { slugs: string[]; applies: (s: InterestSignals) => boolean; because: string }[] = [
  { slugs: ["remote-work"], applies: (s) => s.prefersRemote, because: "you want remote work" },
  { slugs: ["career-change"], applies: (s) => changingCareer(s), because: "the titles you want differ from your latest job" },
  { slugs: ["early-career"], applies: (s) => s.entryLevel, because: "you are at entry level" },
  { slugs: ["salary-and-negotiation", "salary"], applies: (s) => s.saidPay, because: "you told us the pay you want" },
  { slugs: ["job-search"], applies: (s) => s.hasJobAlerts, because: "you have job alerts" },
];

/** Words too common to say anything about a topic ("work" is in "remote-work" and "social work"). */
const IGNORED = new Set(["and", "the", "for", "with", "your", "work", "works", "job", "jobs", "skill", "skills", "career", "careers", "tips", "advice"]);

/** Lower-case words of 3+ letters, a final plural "s" dropped ("Interviews" -> "interview"). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !IGNORED.has(w)).map((w) => (w.length > 4 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

function changingCareer(s: InterestSignals): boolean {
  if (!s.latestTitle || s.wantedTitles.length === 0) return false;
  const latest = new Set(wordsOf(s.latestTitle));
  return s.wantedTitles.every((t) => !wordsOf(t).some((w) => latest.has(w)));
}

export function pickInterests(signals: InterestSignals, tags: InterestTag[], max = MAX_INTERESTS): BlogInterest[] {
  const out: BlogInterest[] = [];
  const add = (tag: InterestTag | undefined, because: string) => {
    if (tag && out.length < max && !out.some((i) => i.tag.id === tag.id)) out.push({ tag, because });
  };
  for (const rule of RULES) {
    if (rule.applies(signals)) add(rule.slugs.map((slug) => tags.find((t) => t.slug === slug)).find(Boolean), rule.because);
  }
  const sources: { texts: string[]; because: (w: string) => string }[] = [
    { texts: signals.titles, because: (t) => `your title ${t}` },
    { texts: signals.categories.map((c) => c.replace(/-/g, " ")), because: (c) => `your interest in ${c}` },
    { texts: signals.alertKeywords, because: (k) => `your job alert for ${k}` },
  ];
  for (const source of sources) {
    for (const text of source.texts) {
      const words = new Set(wordsOf(text));
      for (const tag of tags) {
        if ([...wordsOf(tag.name), ...wordsOf(tag.slug.replace(/-/g, " "))].some((w) => words.has(w))) add(tag, `matches ${source.because(text)}`);
      }
    }
  }
  return out;
}
