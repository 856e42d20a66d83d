import { Img, Link, Section, Text } from "@react-email/components";
import { z } from "zod";
import { text } from "@/lib/text-schema";
import { MailButton, MailLayout, paragraph, small, type MailFooter } from "./layout";

/*
 * Job alert mail (decision 037): up to 20 new jobs (title, company, place, pay, link), "See all N new
 * jobs" when more matched, and an open-tracking pixel; the alert's own one-click unsubscribe is in the
 * footer and the List-Unsubscribe headers. And the mail that says an alert was paused after 3 months
 * unopened, with its one-click resume link.
 */
const line = (max: number) => text().trim().min(1).max(max);
const absoluteUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const JOB_ALERT_MAIL_JOBS = 20;

export const jobAlertMailProps = z.object({
  subject: line(200),
  greeting: line(200),
  alertName: line(100),
  search: text().max(500),
  jobs: z
    .array(z.object({ title: line(300), company: text().max(200), place: text().max(200), pay: text().max(100), url: absoluteUrl }))
    .min(1)
    .max(JOB_ALERT_MAIL_JOBS),
  total: z.number().int().min(1),
  seeAllUrl: absoluteUrl,
  pixelUrl: absoluteUrl,
});

export const jobAlertPausedMailProps = z.object({
  subject: line(200),
  greeting: line(200),
  alertName: line(100),
  search: text().max(500),
  resumeUrl: absoluteUrl,
});

const jobTitle = { fontSize: "16px", lineHeight: "22px", fontWeight: 600, color: "#1d4ed8", textDecoration: "underline" } as const;
const jobFacts = { fontSize: "14px", lineHeight: "20px", color: "#475569", margin: "2px 0 0" } as const;

export function JobAlertMail({ props, footer }: { props: z.infer<typeof jobAlertMailProps>; footer: MailFooter }) {
  const more = props.total > props.jobs.length;
  return (
    <MailLayout preview={`${props.total} new ${props.total === 1 ? "job" : "jobs"} for ${props.alertName}`} footer={footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>
        {props.total === 1 ? "A new job matches" : `${props.total} new jobs match`} your job alert <strong>{props.alertName}</strong>
        {props.search ? ` (${props.search})` : ""}.
      </Text>
      {props.jobs.map((job) => (
        <Section key={job.url} style={{ borderTop: "1px solid #e2e8f0", padding: "12px 0" }}>
          <Link href={job.url} style={jobTitle}>
            {job.title}
          </Link>
          <Text style={jobFacts}>{[job.company, job.place, job.pay].filter(Boolean).join(" · ")}</Text>
        </Section>
      ))}
      {more ? <MailButton href={props.seeAllUrl}>{`See all ${props.total} new jobs`}</MailButton> : <MailButton href={props.seeAllUrl}>See the search on Upstep</MailButton>}
      <Img src={props.pixelUrl} width="1" height="1" alt="" style={{ display: "block", border: 0, width: "1px", height: "1px" }} />
    </MailLayout>
  );
}

export function JobAlertPausedMail({ props, footer }: { props: z.infer<typeof jobAlertPausedMailProps>; footer: MailFooter }) {
  return (
    <MailLayout preview={`We paused your job alert ${props.alertName}`} footer={footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>
        We paused your job alert <strong>{props.alertName}</strong>
        {props.search ? ` (${props.search})` : ""} because its emails have not been opened for 3 months. We will not send it again unless you resume it.
      </Text>
      <MailButton href={props.resumeUrl}>Resume this job alert</MailButton>
      <Text style={small}>Or paste this link into your browser: {props.resumeUrl}</Text>
    </MailLayout>
  );
}
