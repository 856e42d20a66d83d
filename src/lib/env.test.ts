import { afterEach, describe, expect, it, vi } from "vitest";
import { EnvError, parseEnv, publicEnv, resetEnvCache } from "./env";

const SECRET = "a-very-secret-value-that-is-long-enough-0123456789";
const DATABASE_URL = "postgres://upstep:db-password-xyz@db.internal:5432/upstep";
const valid = { DATABASE_URL, AUTH_SECRET: SECRET };

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as EnvError).problems;
  }
  throw new Error("expected parseEnv to throw");
}

describe("parseEnv", () => {
  it("accepts the two required values and fills in every default", () => {
    const e = parseEnv(valid);
    expect(e).toMatchObject({
      NODE_ENV: "development",
      APP_ENV: "production",
      PORT: 3000,
      DATABASE_URL,
      DB_POOL_MAX: 10,
      BASE_URL: "http://localhost:3000",
      AUTH_SECRET: SECRET,
      AUTH_RATE_LIMIT_MAX: 5,
      AUTH_RATE_LIMIT_WINDOW_SECONDS: 900,
      MAIL_FROM: "Upstep <no-reply@upstep.local>",
      MAIL_DIR: ".data/mail",
      LOG_LEVEL: "info",
    });
    expect(e.SMTP_URL).toBeUndefined();
    expect(e.TRUSTED_ORIGINS).toBeUndefined();
    expect(e.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it("reports every problem at once, one readable line each", () => {
    const problems = problemsOf({ PORT: "not-a-port", APP_ENV: "staging", BASE_URL: "not a url", LOG_LEVEL: "loud" });
    const fields = problems.map((p) => p.split(":")[0]);
    expect(fields).toEqual(expect.arrayContaining(["PORT", "APP_ENV", "BASE_URL", "LOG_LEVEL", "DATABASE_URL", "AUTH_SECRET"]));
    expect(problems.find((p) => p.startsWith("DATABASE_URL"))).toMatch(/DATABASE_URL is required/);
    expect(problems.find((p) => p.startsWith("AUTH_SECRET"))).toMatch(/AUTH_SECRET is required/);
    expect(problems.find((p) => p.startsWith("BASE_URL"))).toMatch(/BASE_URL must be an absolute URL/);

    let message = "";
    try {
      parseEnv({});
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Upstep cannot start: the environment is not valid\.\n/);
    expect(message).toMatch(/\n {2}- DATABASE_URL: /);
    expect(message).toMatch(/\n {2}- AUTH_SECRET: /);
  });

  it("explains wrong values, not only missing ones", () => {
    const problems = problemsOf({ DATABASE_URL: "mysql://x", AUTH_SECRET: "short", SMTP_URL: "nope", PORT: "70000" });
    expect(problems).toEqual(
      expect.arrayContaining([
        "DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://",
        "AUTH_SECRET: AUTH_SECRET must be at least 32 characters",
        expect.stringMatching(/^SMTP_URL: SMTP_URL must be a URL/),
        expect.stringMatching(/^PORT: /),
      ]),
    );
  });

  it("accepts postgresql:// as well as postgres://", () => {
    expect(parseEnv({ ...valid, DATABASE_URL: "postgresql://u@h/db" }).DATABASE_URL).toBe("postgresql://u@h/db");
  });

  it("derives BASE_URL from PORT unless BASE_URL is set", () => {
    expect(parseEnv({ ...valid, PORT: "4123" }).BASE_URL).toBe("http://localhost:4123");
    expect(parseEnv({ ...valid, PORT: "4123", BASE_URL: "" }).BASE_URL).toBe("http://localhost:4123");
    expect(parseEnv({ ...valid, PORT: "4123", BASE_URL: "https://upstep.example" }).BASE_URL).toBe("https://upstep.example");
  });

  it("coerces numbers and treats blank optional strings as unset", () => {
    const e = parseEnv({ ...valid, PORT: "8080", DB_POOL_MAX: "3", AUTH_RATE_LIMIT_MAX: "50", GOOGLE_CLIENT_ID: "  " });
    expect(e.PORT).toBe(8080);
    expect(e.DB_POOL_MAX).toBe(3);
    expect(e.AUTH_RATE_LIMIT_MAX).toBe(50);
    expect(e.GOOGLE_CLIENT_ID).toBeUndefined();
  });
});

describe("REQUEST_DEMO_URL (decision 038)", () => {
  it("defaults to the site's own /contact page", () => {
    expect(parseEnv(valid).REQUEST_DEMO_URL).toBe("/contact");
    expect(parseEnv({ ...valid, REQUEST_DEMO_URL: "  " }).REQUEST_DEMO_URL).toBe("/contact");
  });
  it("takes an http(s) URL or a path of this site", () => {
    expect(parseEnv({ ...valid, REQUEST_DEMO_URL: "https://sales.example/demo?from=upstep" }).REQUEST_DEMO_URL).toBe("https://sales.example/demo?from=upstep");
    expect(parseEnv({ ...valid, REQUEST_DEMO_URL: "/contact?topic=demo" }).REQUEST_DEMO_URL).toBe("/contact?topic=demo");
  });
  it.each(["javascript:alert(1)", "//evil.example/x", "/\\evil.example", "ftp://files.example/demo", "sales.example/demo", "https://sales.example/a b"])("refuses %s with a readable line", (value) => {
    expect(problemsOf({ ...valid, REQUEST_DEMO_URL: value })).toEqual([
      "REQUEST_DEMO_URL: REQUEST_DEMO_URL must be an http(s) URL such as https://sales.example/demo, or a path of this site such as /contact",
    ]);
  });
});

describe("FEED_ALLOW_PRIVATE (decision 060)", () => {
  it("allows no private address in production and loopback with APP_ENV development or test, unless set", () => {
    expect(parseEnv(valid).FEED_ALLOW_PRIVATE).toBe("");
    expect(parseEnv({ ...valid, APP_ENV: "development" }).FEED_ALLOW_PRIVATE).toBe("127.0.0.0/8 ::1");
    expect(parseEnv({ ...valid, APP_ENV: "test" }).FEED_ALLOW_PRIVATE).toBe("127.0.0.0/8 ::1");
    expect(parseEnv({ ...valid, APP_ENV: "test", FEED_ALLOW_PRIVATE: "10.0.0.0/8, fd00::/8" }).FEED_ALLOW_PRIVATE).toBe("10.0.0.0/8, fd00::/8");
    expect(parseEnv({ ...valid, FEED_ALLOW_PRIVATE: "192.168.1.20 [::1]" }).FEED_ALLOW_PRIVATE).toBe("192.168.1.20 [::1]");
  });
  it.each(["intranet.local", "10.0.0.0/33", "256.1.1.1", "::1/129", "10.0.0.0/8/8"])("refuses %s with a readable line", (value) => {
    expect(problemsOf({ ...valid, FEED_ALLOW_PRIVATE: value })).toEqual(["FEED_ALLOW_PRIVATE: FEED_ALLOW_PRIVATE must list IP addresses or CIDR ranges such as 10.0.0.0/8, fd00::/8"]);
  });
});

describe("publicEnv", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it("gives the browser only its public subset: never the secret, the database URL or OAuth secrets", () => {
    vi.stubEnv("AUTH_SECRET", SECRET);
    vi.stubEnv("DATABASE_URL", DATABASE_URL);
    vi.stubEnv("SMTP_URL", "smtp://mailer:smtp-password-xyz@smtp.internal:587");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "google-client-secret-xyz");
    vi.stubEnv("BASE_URL", "https://upstep.example");
    vi.stubEnv("APP_ENV", "production");
    resetEnvCache();

    const pub = publicEnv();
    expect(Object.keys(pub).sort()).toEqual(["APP_ENV", "BASE_URL", "GOOGLE_TAG_MANAGER", "TELEMETRY_CONNECTION_STRING", "USER_MESSAGING_URL"]);
    expect(pub).toMatchObject({ BASE_URL: "https://upstep.example", APP_ENV: "production", GOOGLE_TAG_MANAGER: null });
    const json = JSON.stringify(pub);
    for (const secret of [SECRET, DATABASE_URL, "db-password-xyz", "smtp-password-xyz", "google-client-secret-xyz"]) {
      expect(json).not.toContain(secret);
    }
    expect(json).not.toMatch(/AUTH_SECRET|DATABASE_URL|SMTP_URL|CLIENT_SECRET/);
  });
});
