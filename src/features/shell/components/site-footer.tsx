import type { FooterItem } from "@/features/content/types";
import { footerColumns, legalEntries, socialLinks } from "../footer-content";
import { CONTACT_PATH } from "../shell-routes";
import { ConsentButton } from "./consent-button";
import { FooterAccountLinks } from "./footer-account-links";
import { FooterFrame } from "./footer-frame";
import { ShellLink } from "./shell-link";
import { SiteLogo } from "./site-logo";
import { SocialIcon } from "./social-icon";

const LINK = "text-sm text-muted-foreground no-underline hover:text-primary hover:underline";

/*
 * Spec 2.3: logo linking home, then Login | Join and Contact; the content columns by category (Job
 * Seekers with the tools sub-group, Employers, Community Partners, About, Resources); four social
 * links; the bottom bar with the copyright of the current year and the legal entries.
 * Data in (getFooter() items), UI out; the consent buttons and the route-aware background are the
 * only client parts.
 */
export function SiteFooter({ items, year = new Date().getFullYear() }: { items: FooterItem[]; year?: number }) {
  const columns = footerColumns(items);
  const social = socialLinks(items);
  return (
    <FooterFrame>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-8 lg:flex-row lg:justify-between">
          <div className="flex flex-col gap-3">
            <SiteLogo />
            <FooterAccountLinks linkClassName={LINK} />
            <ShellLink href={CONTACT_PATH} className={LINK}>
              Contact
            </ShellLink>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
            {columns.map((column) => (
              <div key={column.key}>
                <h2 className="text-sm font-bold text-foreground">{column.heading}</h2>
                <ul className="mt-3 space-y-2">
                  {column.items.map((item) => (
                    <li key={`${item.label}:${item.url}`}>
                      <ShellLink href={item.url} className={LINK}>
                        {item.label}
                      </ShellLink>
                    </li>
                  ))}
                </ul>
                {column.subGroup ? (
                  <>
                    <h3 className="mt-5 text-sm font-bold text-foreground">{column.subGroup.heading}</h3>
                    <ul className="mt-3 space-y-2">
                      {column.subGroup.items.map((item) => (
                        <li key={`${item.label}:${item.url}`}>
                          <ShellLink href={item.url} className={LINK}>
                            {item.label}
                          </ShellLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            ))}
          </nav>
        </div>
        {social.length ? (
          <ul className="mt-8 flex gap-3" aria-label="Upstep on social media">
            {social.map((item) => (
              <li key={item.url}>
                <a
                  href={item.url}
                  rel="noopener noreferrer"
                  aria-label={`Upstep on ${item.label}`}
                  className="grid size-10 place-items-center rounded-full bg-muted text-foreground no-underline hover:bg-primary hover:text-primary-foreground"
                >
                  <SocialIcon label={item.label} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 border-t border-border pt-6 lg:flex-row lg:items-center lg:justify-between">
          <p className="text-sm text-muted-foreground">© {year} Upstep. All rights reserved.</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label="Legal">
            {legalEntries(items).map((entry) => (
              <li key={entry.label}>
                {entry.kind === "link" ? (
                  <ShellLink href={entry.href} className={LINK}>
                    {entry.label}
                  </ShellLink>
                ) : (
                  <ConsentButton label={entry.label} className={`${LINK} cursor-pointer underline`} />
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </FooterFrame>
  );
}
