import { z } from "zod";

/*
 * Server environment, validated with zod the first time it is read (and at boot from
 * instrumentation.ts), failing with a readable list of every problem at once.
 * The browser only ever sees `publicEnv()` through GET /api/context.
 */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An absolute http(s) URL, or a path of this site ("/contact"; never "//host", which is another site). */
function isDemoUrl(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  const url = URL.parse(value);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:") && !/\s/.test(value);
}

/** "10.0.0.0/8", "127.0.0.1", "fd00::/8", "::1": an IP address, optionally with a CIDR prefix (checked fully in lib/net). */
function isAddressOrRange(entry: string): boolean {
  const [ip = "", prefix, ...extra] = entry.split("/");
  if (extra.length || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  const v4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(ip);
  const v6 = !v4 && /^\[?[0-9a-f:.]*:[0-9a-f:.]*\]?$/i.test(ip);
  return (v4 && (prefix === undefined || Number(prefix) <= 32)) || (v6 && (prefix === undefined || Number(prefix) <= 128));
}

const PROXY_HOPS_MESSAGE = "TRUSTED_PROXY_HOPS must be the number of proxies in front of the server, 0 to 10 (0 when clients connect directly)";

export const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /**
     * What kind of host this is (decision 004). Production unless set: development pages exist only
     * with development (or test) set explicitly, and only for clients on this machine (lib/dev-pages.ts).
     */
    APP_ENV: z.enum(["development", "test", "production"], { error: "APP_ENV must be development, test or production" }).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Address the server listens on (src/server/main.ts); unset: every interface. `npm run dev` uses 127.0.0.1. */
    HOST: optionalString.pipe(z.string().regex(/^[\w.:[\]-]+$/, "HOST must be an address or host name to listen on, such as 127.0.0.1 or 0.0.0.0").optional()),
    DATABASE_URL: z
      .string({ error: "DATABASE_URL is required: `npm start` sets it for the embedded database, or set postgres://user@host:5432/db" })
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://"),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** The job detail proxy's in-process availability cache, kept exact by LISTEN/NOTIFY (decision 011). */
    JOB_AVAILABILITY_CACHE: z.enum(["on", "off"], { error: "JOB_AVAILABILITY_CACHE must be on or off" }).default("on"),
    /** Memory for open jobs' pages in the server in front of Next (src/server/main.ts); 0 turns it off. */
    PAGE_MEMORY_CACHE_MB: z.coerce
      .number({ error: "PAGE_MEMORY_CACHE_MB must be a number of megabytes (0 turns the job page front off)" })
      .min(0, "PAGE_MEMORY_CACHE_MB must be a number of megabytes (0 turns the job page front off)")
      .default(128),
    BASE_URL: optionalString.pipe(z.url("BASE_URL must be an absolute URL such as https://upstep.example").optional()),
    TRUSTED_ORIGINS: optionalString,
    AUTH_SECRET: z
      .string({ error: "AUTH_SECRET is required (at least 32 characters): `npm start` generates one into .data/auth-secret" })
      .min(32, "AUTH_SECRET must be at least 32 characters"),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * How many proxies in front of the server append to X-Forwarded-For and are trusted to tell the
     * client's address (lib/client-address.ts); 0: the socket's peer is the client.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ error: PROXY_HOPS_MESSAGE })
      .int(PROXY_HOPS_MESSAGE)
      .min(0, PROXY_HOPS_MESSAGE)
      .max(10, PROXY_HOPS_MESSAGE)
      .default(0),
    SMTP_URL: optionalString.pipe(z.url("SMTP_URL must be a URL such as smtp://user:pass@host:587").optional()),
    MAIL_FROM: z.string().default("Upstep <no-reply@upstep.local>"),
    MAIL_DIR: z.string().default(".data/mail"),
    DATA_DIR: z.string().trim().default(".data"),
    /** Uploaded files (avatars, later resumes); default DATA_DIR/uploads. */
    UPLOAD_DIR: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    FACEBOOK_CLIENT_ID: optionalString,
    FACEBOOK_CLIENT_SECRET: optionalString,
    APPLE_CLIENT_ID: optionalString,
    APPLE_CLIENT_SECRET: optionalString,
    GOOGLE_TAG_MANAGER: optionalString,
    USER_MESSAGING_URL: optionalString,
    /** Redis for the live hub's fan-out between app instances (decision 019); unset: PostgreSQL LISTEN/NOTIFY or in-process. */
    REDIS_URL: optionalString.pipe(z.url("REDIS_URL must be a URL such as redis://127.0.0.1:6379").optional()),
    /** How live events reach every app instance (decision 019): auto picks redis with REDIS_URL, else postgres when notifications cross connections, else memory. */
    HUB_BUS: z.enum(["auto", "memory", "postgres", "redis"], { error: "HUB_BUS must be auto, memory, postgres or redis" }).default("auto"),
    /** Open live hub connections one app process serves at most (each is a held-open response). */
    HUB_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(5_000),
    /** Open live hub connections one person may have on one app process (tabs and devices). */
    HUB_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(1_000).default(10),
    TELEMETRY_CONNECTION_STRING: optionalString,
    /** When set, the content read API (/api/content/v2) requires it as the auth_token query parameter. */
    CONTENT_API_TOKEN: optionalString,
    /**
     * The content read API's preview credential (issue 18, decision 050): `preview=1&auth_token=<it>`
     * also answers drafts and scheduled items, marked with their status. Unset: no preview.
     */
    CONTENT_PREVIEW_TOKEN: optionalString.pipe(z.string().min(16, "CONTENT_PREVIEW_TOKEN must be at least 16 characters").optional()),
    /** Job feeds the worker imports on a schedule: `source=url` pairs, comma or space separated (lib/queue/feeds.ts). */
    JOB_FEEDS: optionalString,
    /**
     * Addresses a feed source may be fetched from although they are not public (decision 060): IP
     * addresses and CIDR ranges, comma or space separated ("10.0.0.0/8, fd00::/8"). Unset: none in
     * production; loopback (127.0.0.0/8, ::1) with APP_ENV development or test.
     */
    FEED_ALLOW_PRIVATE: optionalString.pipe(
      z
        .string()
        .max(2000)
        .refine((v) => v.split(/[\s,]+/).filter(Boolean).every(isAddressOrRange), "FEED_ALLOW_PRIVATE must list IP addresses or CIDR ranges such as 10.0.0.0/8, fd00::/8")
        .optional(),
    ),
    /** When the JOB_FEEDS are imported: a cron expression in UTC (default every 6 hours). */
    JOB_FEED_CRON: z.string().trim().regex(/^(\S+\s+){4}\S+$/, "JOB_FEED_CRON must be a 5-field cron expression such as 0 */6 * * *").default("0 */6 * * *"),
    /** A partner's name for the candidate dashboard brand (white-label deployment, decision 025); unset: Upstep's own. */
    /**
     * Where "Request a demo" leads (the employer pages, and employer sign-up while g2-employment-v2 is
     * off; decision 038): the sales team's own booking page. Unset: Upstep's /contact page.
     */
    REQUEST_DEMO_URL: optionalString.pipe(
      z
        .string()
        .refine(isDemoUrl, "REQUEST_DEMO_URL must be an http(s) URL such as https://sales.example/demo, or a path of this site such as /contact")
        .optional(),
    ),
    PARTNER_DASHBOARD_NAME: optionalString.pipe(z.string().max(60, "PARTNER_DASHBOARD_NAME must be at most 60 characters").optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .transform((e) => ({
    ...e,
    BASE_URL: e.BASE_URL ?? `http://localhost:${e.PORT}`,
    UPLOAD_DIR: e.UPLOAD_DIR ?? `${(e.DATA_DIR || ".data").replace(/\/+$/, "")}/uploads`,
    REQUEST_DEMO_URL: e.REQUEST_DEMO_URL ?? "/contact",
    FEED_ALLOW_PRIVATE: e.FEED_ALLOW_PRIVATE ?? (e.APP_ENV === "production" ? "" : "127.0.0.0/8 ::1"),
  }));

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Upstep cannot start: the environment is not valid.\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "(env)"}: ${i.message}`));
  }
  return result.data;
}

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Test hook: forget the parsed env after a test changed process.env. */
export function resetEnvCache() {
  cached = undefined;
}

/** What the browser may know (spec 3 "Environment config"). The content credential is never here. */
export function publicEnv() {
  const e = env();
  return {
    BASE_URL: e.BASE_URL,
    GOOGLE_TAG_MANAGER: e.GOOGLE_TAG_MANAGER ?? null,
    USER_MESSAGING_URL: e.USER_MESSAGING_URL ?? null,
    TELEMETRY_CONNECTION_STRING: e.TELEMETRY_CONNECTION_STRING ?? null,
    APP_ENV: e.APP_ENV,
  };
}
