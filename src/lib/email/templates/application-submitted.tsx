import { Text } from "@react-email/components";
import { z } from "zod";
import { text } from "@/lib/text-schema";
import { MailButton, MailLayout, paragraph, small, type MailFooter } from "./layout";

/*
 * The confirmation of an application sent on Upstep (issue 15 part 1, decision 033): which job, when,
 * with which resume, and a link to follow it at /dashboard/jobs.
 */
const line = (max: number) => text().trim().min(1).max(max);

export const applicationSubmittedProps = z.object({
  greeting: line(200),
  jobTitle: line(300),
  companyName: line(300),
  submittedOn: line(80),
  resumeFileName: text().max(255),
  url: z.url({ protocol: /^https?$/ }).max(2048),
});
export type ApplicationSubmittedProps = z.infer<typeof applicationSubmittedProps>;

export function applicationSubmittedSubject(props: ApplicationSubmittedProps): string {
  return `You applied for ${props.jobTitle} at ${props.companyName}`.slice(0, 200);
}

export function ApplicationSubmittedMail({ props, footer }: { props: ApplicationSubmittedProps; footer: MailFooter }) {
  return (
    <MailLayout preview={`Your application for ${props.jobTitle} was sent to ${props.companyName}.`} footer={footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>
        Your application for <strong>{props.jobTitle}</strong> at <strong>{props.companyName}</strong> was sent on {props.submittedOn}.
        {props.resumeFileName ? ` It included your resume ${props.resumeFileName}.` : ""}
      </Text>
      <Text style={paragraph}>We will let you know when the employer views it or moves it to another stage.</Text>
      <MailButton href={props.url}>See your applications</MailButton>
      <Text style={small}>Or paste this link into your browser: {props.url}</Text>
    </MailLayout>
  );
}
