import { Text } from "@react-email/components";
import { z } from "zod";
import { text } from "@/lib/text-schema";
import { MailLayout, paragraph, small, type MailFooter } from "./layout";

/*
 * A message a hiring team member wrote to a candidate from a company template (issue 16, decision
 * 040): the subject and plain-text body as the sender previewed them (placeholders already filled),
 * split into paragraphs at blank lines, signed with the company's name. Replies go to the sender
 * (Reply-To); the footer says it came through Upstep.
 */
export const companyMessageProps = z.object({
  subject: text().trim().min(1).max(200),
  body: text().trim().min(1).max(5000),
  companyName: text().trim().min(1).max(300),
  senderName: text().trim().min(1).max(200),
});
export type CompanyMessageProps = z.infer<typeof companyMessageProps>;

export function CompanyMessageMail({ props, footer }: { props: CompanyMessageProps; footer: MailFooter }) {
  const paragraphs = props.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <MailLayout preview={props.body.slice(0, 120)} footer={footer}>
      {paragraphs.map((p, i) => (
        <Text key={i} style={{ ...paragraph, whiteSpace: "pre-line" }}>
          {p}
        </Text>
      ))}
      <Text style={small}>
        Sent by {props.senderName} of {props.companyName} through Upstep. Reply to this email to answer them.
      </Text>
    </MailLayout>
  );
}
