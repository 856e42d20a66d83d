import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { CLIENT_ADDRESS_HEADER, setClientAddressFrontForTests } from "@/lib/client-address";
import { resetEnvCache } from "@/lib/env";
import { resetAuthForTests } from "@/lib/auth/auth";
import { emailOnlySchema, passwordResetRequestBody, signUpBody, signUpSchema } from "@/features/auth/schemas";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";

/*
 * Issue 12, "held up": no user enumeration. Log-in, "forgot password" and sign-up answer an address
 * that has an account exactly as one that has none: the same status, the same body (but for the
 * correlationId and, for sign-up, the made-up user's values), no session either way; and in about
 * the same time, so an account cannot be told by how long the answer took either (a password hash
 * done for one and skipped for the other would show as a several-fold difference). Times are the
 * medians of a few interleaved tries, compared with a generous bound: nothing here sleeps.
 */
const TRIES = 7;
/** How many times slower one kind of answer may be than the other before it gives accounts away. */
const TIMING_RATIO_BOUND = 2.5;
/** Below this difference the two are the same for the bound, whatever their ratio (scheduler noise on a busy machine). */
const TIMING_FLOOR_MS = 25;

let lastAddress = 0;
/** Each request from its own client address, so no per-address limit answers 429 in between. */
function fromNewAddress() {
  lastAddress += 1;
  return { [CLIENT_ADDRESS_HEADER]: `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}` };
}

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

const post = (path: string, body: unknown) => callRoute(authPost, { method: "POST", path: `/api/identity/auth${path}`, body, headers: fromNewAddress() });
const logIn = (email: string, password: string) => post("/sign-in/email", { email, password, rememberMe: true });
const requestReset = (email: string) => post("/request-password-reset", passwordResetRequestBody(emailOnlySchema.parse({ email })));
const SIGN_UP_PASSWORD = "a long enough password";
const signUp = (email: string) =>
  post("/sign-up/email", signUpBody(signUpSchema.parse({ firstName: "Sam", lastName: "Rivera", email, password: SIGN_UP_PASSWORD, confirmPassword: SIGN_UP_PASSWORD }), { employer: false }));

/** What an observer can compare: status, body without the per-request correlationId, and whether a session came with it. */
async function observable(response: Response) {
  const body = (await response.json()) as { error?: Record<string, unknown> };
  if (body.error) delete body.error.correlationId;
  const session = response.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c));
  return { status: response.status, body, session };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Times `known` and `unknown` in turns (so load on the machine falls on both alike), after one untimed
 * warm-up of each, and returns both medians in milliseconds.
 */
async function medianTimes(known: () => Promise<Response>, unknown: () => Promise<Response>) {
  await known();
  await unknown();
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < TRIES; i++) {
    for (const [kind, call] of [["known", known], ["unknown", unknown]] as const) {
      const started = performance.now();
      const response = await call();
      times[kind].push(performance.now() - started);
      expect(response.status, `${kind} try ${i}`).toBeLessThan(500);
    }
  }
  return { known: median(times.known), unknown: median(times.unknown) };
}

function expectAlikeInTime(medians: { known: number; unknown: number }) {
  const [fast, slow] = [Math.min(medians.known, medians.unknown), Math.max(medians.known, medians.unknown)];
  const label = `known ${medians.known.toFixed(1)} ms, unknown ${medians.unknown.toFixed(1)} ms`;
  if (slow - fast <= TIMING_FLOOR_MS) return;
  expect(slow / fast, label).toBeLessThanOrEqual(TIMING_RATIO_BOUND);
}

// A few dozen requests per account and address in one file: well past the real limits, which have tests of their own.
const previousMax = process.env.AUTH_RATE_LIMIT_MAX;
beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  resetEnvCache();
  resetAuthForTests();
  setClientAddressFrontForTests(true);
});
afterAll(() => {
  if (previousMax === undefined) delete process.env.AUTH_RATE_LIMIT_MAX;
  else process.env.AUTH_RATE_LIMIT_MAX = previousMax;
  resetEnvCache();
  resetAuthForTests();
  setClientAddressFrontForTests(false);
});

describe("log-in", () => {
  it("answers a wrong password for an account like any password for an address without one", async () => {
    const user = await createUser();
    const unconfirmed = await createUser({ verified: false });
    const unknown = await observable(await logIn(newEmail("nobody"), "some password 123"));
    expect(unknown).toMatchObject({ status: 401, session: false });
    expect(await observable(await logIn(user.email, "some password 123"))).toEqual(unknown);
    // An unconfirmed account is only told apart with its right password (which then mails a new link).
    expect(await observable(await logIn(unconfirmed.email, "some password 123"))).toEqual(unknown);
    // In upper case, with spaces: the same account, the same answer.
    expect(await observable(await logIn(` ${user.email.toUpperCase()} `, "some password 123"))).toEqual(unknown);
  });

  it("takes about as long for an account as for an address without one", async () => {
    const user = await createUser();
    const unknownEmail = newEmail("nobody");
    expectAlikeInTime(await medianTimes(() => logIn(user.email, "wrong password 123"), () => logIn(unknownEmail, "wrong password 123")));
  });
});

describe("forgot password", () => {
  it("answers an address with an account exactly like one without", async () => {
    const user = await createUser();
    const known = await observable(await requestReset(user.email));
    expect(known).toMatchObject({ status: 200, session: false });
    expect(await observable(await requestReset(newEmail("nobody")))).toEqual(known);
  });

  it("takes about as long for an address with an account as for one without", async () => {
    const user = await createUser();
    const unknownEmail = newEmail("nobody");
    expectAlikeInTime(await medianTimes(() => requestReset(user.email), () => requestReset(unknownEmail)));
  });
});

describe("sign-up", () => {
  /** A sign-up's answer as an observer can compare two of them: the made-up user's values vary, their shape does not. */
  async function shapeOf(response: Response) {
    const { status, body, session } = await observable(response);
    const user = (body as { user?: Record<string, unknown> }).user ?? {};
    return {
      status,
      session,
      keys: Object.keys(body).sort(),
      user: Object.fromEntries(Object.entries(user).map(([k, v]) => [k, k === "email" || k === "name" || k === "emailVerified" || k === "image" ? v : typeof v])),
    };
  }

  it("answers an address that has an account like a new one", async () => {
    const existing = await createUser({ name: "Sam Rivera" });
    const fresh = newEmail("fresh");
    const first = await shapeOf(await signUp(fresh));
    expect(first).toMatchObject({ status: 200, session: false });
    const again = await shapeOf(await signUp(existing.email));
    expect({ ...again, user: { ...again.user, email: fresh } }).toEqual(first);
  });

  it("takes about as long for an address that has an account as for a new one", async () => {
    const existing = await createUser();
    expectAlikeInTime(await medianTimes(() => signUp(existing.email), () => signUp(newEmail("fresh"))));
  });
});
