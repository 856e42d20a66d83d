import { Text } from "@react-email/components";
import { z } from "zod";
import { text } from "@/lib/text-schema";
import { MailButton, MailLayout, paragraph, small } from "./layout";

/*
 * The confirmation of a job alert made with just an email address (decision 037): what the alert looks
 * for, how often, and the link that turns it on. Nothing else is mailed to the address until the link
 * is followed. Sent as transactional mail (no unsubscribe: there is nothing to stop yet), with its own
 * footer reason because there is no account it could be about.
 */
const line = (max: number) => text().trim().min(1).max(max);

export const jobAlertConfirmProps = z.object({
  subject: line(200),
  alertName: line(100),
  search: text().max(500),
  frequency: line(40),
  url: z.url({ protocol: /^https?$/ }).max(2048),
});
export type JobAlertConfirmProps = z.infer<typeof jobAlertConfirmProps>;

export function JobAlertConfirmMail({ props }: { props: JobAlertConfirmProps }) {
  return (
    <MailLayout preview={`Confirm your job alert ${props.alertName}`} footer={{ reason: "someone, hopefully you, asked for Upstep job alerts at this address" }}>
      <Text style={paragraph}>Hi,</Text>
      <Text style={paragraph}>
        Please confirm your job alert <strong>{props.alertName}</strong>
        {props.search ? ` (${props.search})` : ""}. Once you do, we will email you new jobs for this search {props.frequency.toLowerCase()}, each with a link to
        unsubscribe in one click.
      </Text>
      <MailButton href={props.url}>Confirm my job alert</MailButton>
      <Text style={small}>Or paste this link into your browser: {props.url}</Text>
      <Text style={small}>If you did not ask for this, ignore this email: we will not send you any jobs.</Text>
    </MailLayout>
  );
}
