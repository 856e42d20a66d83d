import { Text } from "@react-email/components";
import { z } from "zod";
import { text } from "@/lib/text-schema";
import { MailButton, MailLayout, paragraph, small, type MailFooter } from "./layout";
import { ApplicationSubmittedMail, applicationSubmittedProps, applicationSubmittedSubject } from "./application-submitted";
import { JobAlertMail, jobAlertMailProps, JobAlertPausedMail, jobAlertPausedMailProps } from "./job-alert";
import { JobAlertConfirmMail, jobAlertConfirmProps } from "./job-alert-confirm";
import { CompanyMessageMail, companyMessageProps } from "./company-message";
import { CompanyInvitationMail, companyInvitationProps, companyInvitationSubject, TeamNoticeMail, teamNoticeProps } from "./company-team";
import { TalentSavedSearchDigestMail, talentSavedSearchDigestProps } from "./talent-saved-search";

/*
 * Every mail template: its props (validated when the worker renders it, because the job's data was
 * written by another process), its subject and its React component.
 */
const line = (max: number) => text().trim().min(1).max(max);
const absoluteUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const templateProps = {
  /** Account mail with one call to action: confirm, reset, sign in (transactional). */
  action: z.object({ subject: line(200), greeting: line(200), body: line(2000), actionLabel: line(80), url: absoluteUrl }),
  /** A notification (notify()) sent by email: its title, body and a link into Upstep. */
  notification: z.object({ subject: line(200), greeting: line(200), title: line(200), body: text().max(2000), url: absoluteUrl, actionLabel: line(80) }),
  "application-submitted": applicationSubmittedProps,
  "job-alert": jobAlertMailProps,
  "job-alert-paused": jobAlertPausedMailProps,
  "job-alert-confirm": jobAlertConfirmProps,
  /** A hiring team's message to a candidate from a company template (decision 040). */
  "company-message": companyMessageProps,
  "company-invitation": companyInvitationProps,
  "team-notice": teamNoticeProps,
  /** Saved talent searches' daily email (decision 044). */
  "talent-saved-search-digest": talentSavedSearchDigestProps,
};

export type TemplateName = keyof typeof templateProps;
export type TemplateProps<T extends TemplateName> = z.infer<(typeof templateProps)[T]>;

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templateProps, name);
}

function ActionMail({ props, footer }: { props: TemplateProps<"action">; footer: MailFooter }) {
  return (
    <MailLayout preview={props.body.slice(0, 120)} footer={footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>{props.body}</Text>
      <MailButton href={props.url}>{props.actionLabel}</MailButton>
      <Text style={small}>Or paste this link into your browser: {props.url}</Text>
      <Text style={small}>If you did not ask for this, you can ignore this email.</Text>
    </MailLayout>
  );
}

function NotificationMail({ props, footer }: { props: TemplateProps<"notification">; footer: MailFooter }) {
  return (
    <MailLayout preview={props.title} footer={footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={{ ...paragraph, fontSize: "18px", fontWeight: 600 }}>{props.title}</Text>
      {props.body ? <Text style={paragraph}>{props.body}</Text> : null}
      <MailButton href={props.url}>{props.actionLabel}</MailButton>
      <Text style={small}>Or paste this link into your browser: {props.url}</Text>
    </MailLayout>
  );
}

export function templateElement(name: TemplateName, props: unknown, footer: MailFooter): { subject: string; element: React.ReactElement } {
  if (name === "action") {
    const p = templateProps.action.parse(props);
    return { subject: p.subject, element: <ActionMail props={p} footer={footer} /> };
  }
  if (name === "application-submitted") {
    const p = applicationSubmittedProps.parse(props);
    return { subject: applicationSubmittedSubject(p), element: <ApplicationSubmittedMail props={p} footer={footer} /> };
  }
  if (name === "job-alert") {
    const p = jobAlertMailProps.parse(props);
    return { subject: p.subject, element: <JobAlertMail props={p} footer={footer} /> };
  }
  if (name === "job-alert-paused") {
    const p = jobAlertPausedMailProps.parse(props);
    return { subject: p.subject, element: <JobAlertPausedMail props={p} footer={footer} /> };
  }
  if (name === "job-alert-confirm") {
    const p = jobAlertConfirmProps.parse(props);
    return { subject: p.subject, element: <JobAlertConfirmMail props={p} /> };
  }
  if (name === "company-invitation") {
    const p = companyInvitationProps.parse(props);
    return { subject: companyInvitationSubject(p), element: <CompanyInvitationMail props={p} /> };
  }
  if (name === "team-notice") {
    const p = teamNoticeProps.parse(props);
    return { subject: p.subject, element: <TeamNoticeMail props={p} footer={footer} /> };
  }
  if (name === "talent-saved-search-digest") {
    const p = talentSavedSearchDigestProps.parse(props);
    return { subject: p.subject, element: <TalentSavedSearchDigestMail props={p} footer={footer} /> };
  }
  if (name === "company-message") {
    const p = companyMessageProps.parse(props);
    return { subject: p.subject, element: <CompanyMessageMail props={p} footer={footer} /> };
  }
  const p = templateProps.notification.parse(props);
  return { subject: p.subject, element: <NotificationMail props={p} footer={footer} /> };
}
