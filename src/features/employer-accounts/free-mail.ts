/*
 * Email domains that prove nothing about an employer (decision 038 amendment): anyone can get an
 * address there, so such a domain is never verified for a company, never matches a company's website
 * for a claim and never lets anyone join a company by it. The big consumer providers of the US and
 * the world, their aliases, and the large ISPs' mail. Plain module (the welcome page's text uses it).
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com", "googlemail.com",
  "outlook.com", "hotmail.com", "live.com", "msn.com", "passport.com",
  "yahoo.com", "ymail.com", "rocketmail.com", "yahoo.co.uk", "yahoo.ca",
  "icloud.com", "me.com", "mac.com",
  "aol.com", "aim.com",
  "proton.me", "protonmail.com", "protonmail.ch", "pm.me",
  "gmx.com", "gmx.net", "gmx.de", "web.de", "mail.com", "email.com",
  "zoho.com", "zohomail.com", "yandex.com", "yandex.ru", "mail.ru",
  "fastmail.com", "fastmail.fm", "hey.com", "tutanota.com", "tuta.io",
  "qq.com", "163.com", "126.com", "naver.com",
  "comcast.net", "att.net", "sbcglobal.net", "verizon.net", "cox.net", "charter.net", "bellsouth.net", "earthlink.net", "optonline.net", "frontier.com", "windstream.net",
]);

/** The lower-cased domain of an address ("Ana@Acme.COM" -> "acme.com"), or null. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1) return null;
  const domain = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, "");
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase());
}

/** A company website's host without a leading "www." ("https://www.acme.com/jobs" -> "acme.com"), or null. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  const url = URL.parse(website.trim()) ?? URL.parse(`https://${website.trim()}`);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  return host.startsWith("www.") ? host.slice(4) : host;
}

/**
 * Whether an address's domain may prove someone works at a company whose website is `website`: the
 * same domain (www. ignored), never a free-mail one.
 */
export function emailMatchesWebsite(email: string, website: string | null | undefined): boolean {
  const domain = emailDomain(email);
  const site = websiteDomain(website);
  return Boolean(domain && site && domain === site && !isFreeMailDomain(domain));
}
