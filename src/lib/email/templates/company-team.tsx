import { Text } from "@react-email/components";
import { z } from "zod";
import { text } from "@/lib/text-schema";
import { MailButton, MailLayout, paragraph, small, type MailFooter } from "./layout";

/*
 * Mail about a company's team on Upstep (issue 16, decision 038):
 *  - the invitation to join a company's team, sent to an address that may have no account yet, with
 *    its own footer reason (it is about no account of theirs) and the link that carries the token;
 *  - a team notice (someone asks to join, joined by their verified domain, an answer to a request,
 *    an invitation declined) with one link into Upstep.
 */
const line = (max: number) => text().trim().min(1).max(max);
const absoluteUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const companyInvitationProps = z.object({
  inviterName: line(200),
  companyName: line(200),
  roleLabel: line(40),
  expiresOn: line(80),
  url: absoluteUrl,
});
export type CompanyInvitationProps = z.infer<typeof companyInvitationProps>;

export function companyInvitationSubject(props: CompanyInvitationProps): string {
  return `${props.inviterName} invited you to join ${props.companyName} on Upstep`.slice(0, 200);
}

export function CompanyInvitationMail({ props }: { props: CompanyInvitationProps }) {
  return (
    <MailLayout
      preview={`Join ${props.companyName}'s hiring team on Upstep as ${props.roleLabel.toLowerCase()}.`}
      footer={{ reason: `${props.inviterName} invited this address to ${props.companyName}'s team on Upstep` }}
    >
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        {props.inviterName} invited you to join <strong>{props.companyName}</strong> on Upstep as <strong>{props.roleLabel.toLowerCase()}</strong>, to post jobs and
        review applicants together.
      </Text>
      <MailButton href={props.url}>See the invitation</MailButton>
      <Text style={small}>Or paste this link into your browser: {props.url}</Text>
      <Text style={small}>The invitation works once, until {props.expiresOn}. If you did not expect it, you can ignore this email.</Text>
    </MailLayout>
  );
}

export const teamNoticeProps = z.object({ subject: line(200), greeting: line(200), body: line(2000), actionLabel: line(80), url: absoluteUrl });
export type TeamNoticeProps = z.infer<typeof teamNoticeProps>;

export function TeamNoticeMail({ props, footer }: { props: TeamNoticeProps; footer: MailFooter }) {
  return (
    <MailLayout preview={props.body.slice(0, 120)} footer={footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>{props.body}</Text>
      <MailButton href={props.url}>{props.actionLabel}</MailButton>
      <Text style={small}>Or paste this link into your browser: {props.url}</Text>
    </MailLayout>
  );
}
