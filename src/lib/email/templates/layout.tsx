import type { ReactNode } from "react";
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";

/*
 * The frame of every Upstep mail (react-email): the brand, the content, and a footer that says why
 * the person gets it and, for anything not about their account, how to stop it in one click.
 * Inline styles only: mail clients ignore style sheets. Colours are the design system's (decision 015).
 */
export type MailFooter = { reason: string; unsubscribeUrl?: string; unsubscribeLabel?: string; preferencesUrl?: string };

const brand = "#1d4ed8";
const text = "#0f172a";
const muted = "#475569";

export function MailLayout({ preview, footer, children }: { preview: string; footer: MailFooter; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f1f5f9", fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", color: text, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "560px", margin: "0 auto", backgroundColor: "#ffffff", borderRadius: "12px", border: "1px solid #e2e8f0", padding: "32px" }}>
          <Text style={{ fontSize: "22px", fontWeight: 700, color: brand, margin: "0 0 24px", letterSpacing: "-0.01em" }}>Upstep</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: "32px 0 16px" }} />
          <Text style={{ fontSize: "13px", lineHeight: "20px", color: muted, margin: "0 0 8px" }}>You get this email because {footer.reason}.</Text>
          {footer.unsubscribeUrl || footer.preferencesUrl ? (
            <Text style={{ fontSize: "13px", lineHeight: "20px", color: muted, margin: "0 0 8px" }}>
              {footer.unsubscribeUrl ? (
                <Link href={footer.unsubscribeUrl} style={{ color: muted, textDecoration: "underline" }}>
                  {footer.unsubscribeLabel ?? "Unsubscribe"}
                </Link>
              ) : null}
              {footer.unsubscribeUrl && footer.preferencesUrl ? " · " : null}
              {footer.preferencesUrl ? (
                <Link href={footer.preferencesUrl} style={{ color: muted, textDecoration: "underline" }}>
                  Choose which emails you get
                </Link>
              ) : null}
            </Text>
          ) : null}
          <Text style={{ fontSize: "13px", lineHeight: "20px", color: muted, margin: 0 }}>Upstep · jobs, learning and events that move your career forward</Text>
        </Container>
      </Body>
    </Html>
  );
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ display: "inline-block", backgroundColor: brand, color: "#ffffff", padding: "12px 20px", borderRadius: "8px", fontWeight: 600, textDecoration: "none" }}>
      {children}
    </Link>
  );
}

export const paragraph = { fontSize: "16px", lineHeight: "26px", color: text, margin: "0 0 16px" } as const;
export const small = { fontSize: "14px", lineHeight: "22px", color: muted, margin: "16px 0 0" } as const;
