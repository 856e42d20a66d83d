/*
 * Line helpers shared by the section parsers (pure): bullets, prose, separators, locations, and the
 * words that tell a job title from an organisation's name.
 */
import { findPlace, US_STATES } from "./contact";

const BULLET_RE = /^\s*(?:[\u2022\u25cf\u25aa\u25a0\u25e6\u2023\u2043\u2219\u00b7\u2013\u2014*>\u27a2\u2713\u2714\uf0b7\uf0a7\uf076\uf0d8o]|-(?!\d))\s*/u;

export function isBullet(line: string): boolean {
  return BULLET_RE.test(line) && !/^\s*o[a-z]/i.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET_RE, "").trim();
}

/** A sentence rather than a heading line: long, or many words ending in a full stop. */
export function isProse(line: string): boolean {
  const words = line.split(/\s+/).length;
  return line.length > 95 || (words >= 9 && /[.;]$/.test(line.trim())) || words >= 14;
}

/** Splits a heading line at its separators: tabs, " | ", spaced dashes, " · ", " • ". */
export function splitPieces(line: string): string[] {
  return line
    .split(/\t|\s+[|\u2022\u00b7\u2013\u2014]\s+|\s+-\s+|\s{3,}|\s*\|\s*/)
    .map((p) => p.trim().replace(/^[,;:]+|[,;:]+$/g, "").trim())
    .filter(Boolean);
}

const REMOTE_RE = /^(?:remote|hybrid|on-?site|various locations|multiple locations)(?:\s*\(.*\))?$/i;

/** A piece that is only a place: "Austin, TX", "Chicago, Illinois", "Remote". */
export function isLocation(piece: string): boolean {
  const t = piece.trim().replace(/^\(|\)$/g, "");
  if (REMOTE_RE.test(t)) return true;
  const place = findPlace(t);
  return !!place && t.startsWith(place.city) && t.length <= place.city.length + 22 && !/\d{6}/.test(t) && t.split(",").length === 2;
}

/** Splits "Mercy Hospital, Springfield, IL" into the organisation and its place. */
export function splitTrailingLocation(piece: string): { rest: string; location: string } {
  const m = /^(.*?),\s*([A-Z][A-Za-z.' -]+,\s*[A-Z]{2})$/.exec(piece.trim());
  if (m && US_STATES.has(m[2]!.slice(-2))) return { rest: m[1]!.trim(), location: m[2]!.trim() };
  const r = /^(.*?)\s*[,(]\s*(remote|hybrid)\)?$/i.exec(piece.trim());
  if (r && r[1]) return { rest: r[1].trim(), location: r[2]! };
  return { rest: piece.trim(), location: "" };
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const TITLE_WORDS = new Set(
  (
    "assistant associate analyst administrator advisor adviser agent aide apprentice architect attendant auditor barista bartender " +
    "buyer carpenter cashier chef clerk coach consultant coordinator counselor courier cook crew designer developer director dispatcher " +
    "driver editor electrician engineer estimator executive expert fellow foreman forklift generalist guard handler helper host hostess " +
    "housekeeper inspector installer instructor intern internship investigator janitor laborer lead lecturer librarian lifeguard " +
    "machinist manager mechanic member merchandiser mover nanny nurse officer operator organizer owner painter paralegal paraprofessional " +
    "partner pharmacist picker packer planner plumber principal processor producer professor programmer receptionist recruiter " +
    "representative rep researcher runner salesperson scheduler scientist secretary server specialist steward stocker student " +
    "superintendent supervisor support teacher technician technologist therapist trainee trainer tutor underwriter volunteer " +
    "waiter waitress welder worker writer president vp ceo cfo cto founder co-founder head chief controller accountant bookkeeper " +
    "teller banker cna lpn rn emt paramedic phlebotomist sonographer hygienist dental medical caregiver aide sous line shift crew " +
    "senior junior staff principal associate registered certified licensed warehouse delivery sales customer account office " +
    "substitute tutor instructor faculty adjunct dean registrar custodian maintenance hvac diesel truck cdl loader dock inventory " +
    "fulfillment logistics store department floor front desk concierge valet dishwasher prep baker butcher"
  ).split(/\s+/),
);

const ORG_WORDS = new Set(
  (
    "inc inc. llc llp l.l.c. corp corp. corporation co co. company companies group holdings partners associates hospital hospitals " +
    "medical health healthcare clinic clinics center centre centers university college school schools district academy institute " +
    "bank credit union financial insurance services solutions systems technologies technology tech labs laboratories software " +
    "logistics transport transportation freight trucking express shipping distribution foods food market markets supermarket grocery " +
    "store stores restaurant restaurants cafe café grill bistro diner kitchen bakery hotel hotels resort inn suites hospitality " +
    "construction builders building electric electrical plumbing mechanical contractors roofing agency department county city state " +
    "church ministries foundation nonprofit studio studios media marketing consulting capital ventures industries manufacturing " +
    "motors automotive airlines airport energy utilities pharmacy pharmaceuticals retail outlet mall depot warehouse corps army navy " +
    "air force marines guard united international national global american community regional memorial general children's " +
    "senior living care home homes nursing rehabilitation network networks partners firm law office offices"
  ).split(/\s+/),
);

const ORG_END_RE = /\b(?:inc\.?|llc|l\.l\.c\.|llp|corp\.?|co\.|ltd\.?|company|group|hospital|clinic|university|college|school|district|bank|foundation)$/i;

function words(s: string): string[] {
  return s.toLowerCase().split(/[\s/,&()]+/).filter(Boolean);
}

/** How much a piece reads like a job title (positive) or an organisation's name (negative). */
export function titleScore(piece: string): number {
  const ws = words(piece);
  let score = 0;
  for (const w of ws) {
    if (TITLE_WORDS.has(w) || TITLE_WORDS.has(w.replace(/s$/, ""))) score += 1;
    if (ORG_WORDS.has(w)) score -= 1;
  }
  if (ORG_END_RE.test(piece.trim())) score -= 2;
  if (/^(?:the|city of|county of|state of)\b/i.test(piece.trim())) score -= 1;
  if (/\b(?:of|for)\b/i.test(piece) && /^(?:director|manager|head|teacher|vp|vice president)\b/i.test(piece)) score += 1;
  if (/[&']/.test(piece) && !/\b(?:and|&) (?:operations|sales|marketing|training|development)\b/i.test(piece)) score -= 0.5;
  if (/\b(?:I|II|III|IV)$/.test(piece.trim())) score += 1;
  return score;
}
