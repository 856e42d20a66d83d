import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailCategory } from "@/lib/email/categories";
import { BROADCASTS_PAGE_SIZE, PREVIEW_SAMPLE_SIZE, type BroadcastSegment, type BroadcastStatus, type BroadcastView, type BroadcastsPage, type SegmentPreview } from "../types";
import { segmentCondition } from "./segment";

/*
 * The outreach reads (decision 057): a segment's preview (the same condition the send uses, so the
 * count is who would receive it now), the segment form's choices, and the broadcasts with their
 * delivery and open counts.
 */

/** The mail category of an emailed broadcast (the notifications types table's "product-news"). */
export const BROADCAST_EMAIL_CATEGORY = "product-news" as const;

export async function previewSegment(db: Db, segment: BroadcastSegment, now = new Date()): Promise<SegmentPreview & { emailable: number }> {
  const where = segmentCondition(segment, now);
  const defaultOn = emailCategory(BROADCAST_EMAIL_CATEGORY)?.defaultEnabled ?? false;
  const [counted, samples] = await Promise.all([
    db.execute<{ count: number; emailable: number }>(sql`
      select count(*)::int as count,
        count(*) filter (where coalesce((select ep.enabled from email_preferences ep where ep.user_id = u.id and ep.category = ${BROADCAST_EMAIL_CATEGORY}), ${defaultOn}))::int as emailable
      from users u where ${where}`),
    db.execute<{ id: string; name: string; email: string }>(sql`select u.id, u.name, u.email from users u where ${where} order by u.created_at desc, u.id limit ${PREVIEW_SAMPLE_SIZE}`),
  ]);
  return { count: counted.rows[0]?.count ?? 0, emailable: counted.rows[0]?.emailable ?? 0, samples: samples.rows };
}

/** The segment form's choices: states people wrote on their profiles, and the jobs categories. */
export async function segmentOptions(db: Db): Promise<{ states: string[]; categories: { slug: string; name: string }[] }> {
  const [states, categories] = await Promise.all([
    db.execute<{ state: string }>(sql`select min(btrim(state)) as state from candidate_profiles where btrim(state) <> '' group by lower(btrim(state)) order by 1 limit 200`),
    db.execute<{ slug: string; name: string }>(sql`
      select c.slug, c.name from categories c join category_types t on t.id = c.type_id
      where t.slug = 'jobs' and c.parent_id is null order by c.sort_order, c.name limit 200`),
  ]);
  return { states: states.rows.map((r) => r.state), categories: categories.rows };
}

type BroadcastRow = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  email: boolean;
  segment: BroadcastSegment;
  status: BroadcastStatus;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  created_by: string | null;
  recipient_count: number;
  delivered: number;
  emailed: number;
  read: number;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toView(r: BroadcastRow): BroadcastView {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    link: r.link,
    email: r.email,
    segment: r.segment,
    status: r.status,
    error: r.error,
    createdAt: iso(r.created_at)!,
    finishedAt: iso(r.finished_at),
    createdBy: r.created_by,
    recipients: r.recipient_count,
    delivered: r.delivered,
    emailed: r.emailed,
    read: r.read,
  };
}

/** Delivered: notifications made; emailed: their mails the mail log says went out; read: opened in Upstep. */
const SELECT_BROADCAST = sql`
  select b.id, b.title, b.body, b.link, b.email, b.segment, b.status, b.error, b.created_at, b.finished_at, b.recipient_count,
    creator.name as created_by,
    (select count(*) from admin_broadcast_recipients r where r.broadcast_id = b.id and r.delivered_at is not null)::int as delivered,
    (select count(*) from admin_broadcast_recipients r join notifications n on n.id = r.notification_id where r.broadcast_id = b.id and n.read_at is not null)::int as read,
    (select count(*) from admin_broadcast_recipients r join sent_emails e on e.idempotency_key = 'notification:' || r.notification_id::text
      where r.broadcast_id = b.id and e.status = 'sent')::int as emailed
  from admin_broadcasts b left join users creator on creator.id = b.created_by_user_id`;

export async function listBroadcasts(db: Db, page = 1): Promise<BroadcastsPage> {
  const [total, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from admin_broadcasts`),
    db.execute<BroadcastRow>(sql`${SELECT_BROADCAST} order by b.created_at desc, b.id desc limit ${BROADCASTS_PAGE_SIZE} offset ${(page - 1) * BROADCASTS_PAGE_SIZE}`),
  ]);
  const n = total.rows[0]?.n ?? 0;
  return { items: rows.rows.map(toView), page, pageSize: BROADCASTS_PAGE_SIZE, total: n, pageCount: Math.max(1, Math.ceil(n / BROADCASTS_PAGE_SIZE)) };
}

export async function getBroadcast(db: Db, id: string): Promise<BroadcastView | null> {
  const rows = await db.execute<BroadcastRow>(sql`${SELECT_BROADCAST} where b.id = ${id}`);
  return rows.rows[0] ? toView(rows.rows[0]) : null;
}
