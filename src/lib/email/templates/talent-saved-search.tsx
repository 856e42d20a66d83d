import { Link, Section, Text } from "@react-email/components";
import { z } from "zod";
import { text } from "@/lib/text-schema";
import { MailButton, MailLayout, paragraph, type MailFooter } from "./layout";

/*
 * Saved talent searches' daily email (issue 17 part 3, decision 044): one mail a day per member,
 * grouped per saved search, at most TALENT_DIGEST_CANDIDATES candidates each (name, title, city) with
 * "See all N" to the search when more matched. It goes only to members who asked for it on the search;
 * the footer's link leads to the saved searches page where each search's email is switched off.
 */
const line = (max: number) => text().trim().min(1).max(max);
const absoluteUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const TALENT_DIGEST_CANDIDATES = 10;

export const talentSavedSearchDigestProps = z.object({
  subject: line(200),
  greeting: line(200),
  searches: z
    .array(
      z.object({
        name: line(100),
        company: text().max(200),
        summary: text().max(600),
        total: z.number().int().min(1),
        searchUrl: absoluteUrl,
        candidates: z.array(z.object({ name: line(200), title: text().max(300), place: text().max(200), url: absoluteUrl })).min(1).max(TALENT_DIGEST_CANDIDATES),
      }),
    )
    .min(1)
    .max(25),
  manageUrl: absoluteUrl,
});

const heading = { fontSize: "18px", lineHeight: "26px", fontWeight: 600, color: "#0f172a", margin: "24px 0 4px" } as const;
const facts = { fontSize: "14px", lineHeight: "20px", color: "#475569", margin: "2px 0 0" } as const;
const person = { fontSize: "16px", lineHeight: "22px", fontWeight: 600, color: "#1d4ed8", textDecoration: "underline" } as const;

export function TalentSavedSearchDigestMail({ props }: { props: z.infer<typeof talentSavedSearchDigestProps>; footer: MailFooter }) {
  const total = props.searches.reduce((n, s) => n + s.total, 0);
  return (
    <MailLayout
      preview={`${total} new ${total === 1 ? "candidate matches" : "candidates match"} your saved searches`}
      footer={{ reason: "you asked for a daily email of new candidates for your saved talent searches on Upstep", unsubscribeUrl: props.manageUrl, unsubscribeLabel: "Turn these emails off on your saved searches page" }}
    >
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>New candidates became discoverable on Upstep and match your saved searches.</Text>
      {props.searches.map((s) => (
        <Section key={s.searchUrl + s.name}>
          <Text style={heading}>
            {s.name}
            {s.company ? ` (${s.company})` : ""}: {s.total === 1 ? "1 new candidate" : `${s.total} new candidates`}
          </Text>
          <Text style={facts}>{s.summary}</Text>
          {s.candidates.map((c) => (
            <Section key={c.url} style={{ borderTop: "1px solid #e2e8f0", padding: "10px 0" }}>
              <Link href={c.url} style={person}>
                {c.name}
              </Link>
              <Text style={facts}>{[c.title, c.place].filter(Boolean).join(" · ")}</Text>
            </Section>
          ))}
          {s.total > s.candidates.length ? <Link href={s.searchUrl}>{`See all ${s.total} in the search`}</Link> : null}
        </Section>
      ))}
      <MailButton href={props.manageUrl}>Your saved searches</MailButton>
    </MailLayout>
  );
}
