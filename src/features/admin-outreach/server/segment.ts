import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { BroadcastSegment } from "../types";

/*
 * A segment as a condition on `users u` (decision 057). Every criterion given must hold:
 *  - role: candidates have no role row; hiring managers either hiring role; recruiters; administrators;
 *  - state: the candidate profile's state, trimmed, without case;
 *  - category: a jobs category slug among the person's preferred categories or an active job alert's;
 *  - activeDays: active (users.last_active_at) or a session used (sessions.updated_at) since then.
 * Locked accounts are never in a segment: they cannot sign in to read it.
 */
export function segmentCondition(segment: BroadcastSegment, now: Date = new Date()): SQL {
  const parts: SQL[] = [sql`u.locked_at is null`];
  switch (segment.role) {
    case "candidate":
      parts.push(sql`not exists (select 1 from user_roles r where r.user_id = u.id)`);
      break;
    case "hiring-manager":
      parts.push(sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('Hiring Manager', 'H2O Hiring Manager'))`);
      break;
    case "recruiter":
      parts.push(sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'Recruiter')`);
      break;
    case "admin":
      parts.push(sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'Administrator')`);
      break;
    default:
      break;
  }
  if (segment.state) parts.push(sql`exists (select 1 from candidate_profiles p where p.user_id = u.id and lower(btrim(p.state)) = lower(btrim(${segment.state})))`);
  if (segment.category) {
    parts.push(
      sql`(exists (select 1 from candidate_preferences cp where cp.user_id = u.id and ${segment.category} = any(cp.desired_categories))
        or exists (select 1 from job_alerts a where a.user_id = u.id and a.active and a.category_slug = ${segment.category}))`,
    );
  }
  if (segment.activeDays) {
    const since = new Date(now.getTime() - segment.activeDays * 24 * 60 * 60 * 1000);
    parts.push(sql`(u.last_active_at >= ${since} or exists (select 1 from sessions s where s.user_id = u.id and s.updated_at >= ${since}))`);
  }
  return sql.join(parts, sql` and `);
}
