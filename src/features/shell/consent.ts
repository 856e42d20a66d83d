/*
 * Cookie consent, stored per browser (localStorage). Strictly necessary cookies are always on;
 * analytics and marketing need an explicit yes. Bumping CONSENT_VERSION asks everyone again.
 */
export const CONSENT_STORAGE_KEY = "upstep-consent";
export const CONSENT_VERSION = 1;

export type ConsentChoices = { analytics: boolean; marketing: boolean };
export type StoredConsent = ConsentChoices & { version: number; timestamp: string };

export const NO_CONSENT: ConsentChoices = { analytics: false, marketing: false };

/** Reads a stored value; anything malformed or from another version counts as no consent. */
export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredConsent>;
    if (v.version !== CONSENT_VERSION || typeof v.analytics !== "boolean" || typeof v.marketing !== "boolean" || typeof v.timestamp !== "string") return null;
    return { version: v.version, analytics: v.analytics, marketing: v.marketing, timestamp: v.timestamp };
  } catch {
    return null;
  }
}

export function serializeConsent(choices: ConsentChoices, now: Date = new Date()): string {
  const value: StoredConsent = { version: CONSENT_VERSION, analytics: choices.analytics, marketing: choices.marketing, timestamp: now.toISOString() };
  return JSON.stringify(value);
}

/** The tag manager loads analytics (and marketing) tags: it runs only with analytics consent and an id. */
export function shouldLoadTagManager(consent: ConsentChoices | null, tagManagerId: string | null | undefined): boolean {
  return Boolean(tagManagerId) && Boolean(consent?.analytics);
}
