import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, featureFlags, jobs } from "@/db/schema";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { PUT as collectionPut } from "@/app/api/admin/content/collections/[key]/route";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { emailOnlySchema, passwordResetRequestBody } from "@/features/auth/schemas";
import { invalidateContentCache } from "@/features/content/server/cache";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { deliveredOutbox } from "@/testing/mail";
import { seedContent } from "@/seed/content/seed-content";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { callRoute } from "@/testing/http";
import { fromTestAddress } from "@/testing/two-factor";

/*
 * Issue 12, "held up": no reflected or stored XSS. Every query parameter a page reads and every
 * stored field a page shows gets a payload that tries to leave text, an attribute value and a URL.
 * Pages are rendered by their real page component inside the real root layout, the way Next renders
 * them on the server; stored fields are written through the real ways in (sign-up's update-user,
 * the job feed importer, the admin content API). The payload must come back escaped where the page
 * shows it, and never as markup: no element from it, no event handler, no javascript: URL.
 *
 * The parameters: /jobs q, location, category, subcategory, company (and the enumerated filters);
 * /companies q; /login returnTo, from_sign_up, social_unavailable, social_failed; /logout returnTo;
 * /admin/users q; /reset-password token, error; /join employer; /auth/confirm-account token, employer.
 * The stored fields: a user's name (admin users list, mails); a job's title, company name, city,
 * description and company links (job page, search results, company page); navbar titles and
 * descriptions, footer labels and the notification banner (every page's shell).
 */
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => {} }));

// The request a page is rendered for: only its cookie matters to the pages here.
// One request object for every test file that renders pages (files share a worker, isolate: false,
// and the first file's mock of next/headers is the one the cached page modules keep): globalThis.
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
// Client hooks outside Next's router: a router that goes nowhere (redirect() and notFound() stay real).
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

const PAYLOAD = `"'><script>alert("xss")</script><img src=x onerror=alert(1)>`;
const SCRIPT_URL = "javascript:alert(document.domain)";

type PageProps = { params: Promise<unknown>; searchParams: Promise<unknown> };
/** A page module: each page types its own props, so the loader only promises a default export. */
type PageModule = { default: (props: never) => Promise<ReactElement> | ReactElement };

type LayoutModule = { default: (props: { children: ReactNode }) => Promise<ReactElement> | ReactElement };

/**
 * The HTML Next's server render of this page gives, inside its segment layouts (innermost last in
 * `layouts`, e.g. the admin area's, which mounts TanStack Query) and the root layout.
 */
async function renderPage(load: () => Promise<PageModule>, props: { params?: unknown; searchParams?: unknown } = {}, layouts: (() => Promise<LayoutModule>)[] = []): Promise<string> {
  const { default: RootLayout } = await import("@/app/layout");
  const Page = (await load()).default as unknown as (props: PageProps) => Promise<ReactElement> | ReactElement;
  let page: ReactNode = await Page({ params: Promise.resolve(props.params ?? {}), searchParams: Promise.resolve(props.searchParams ?? {}) });
  for (const loadLayout of [...layouts].reverse()) page = await (await loadLayout()).default({ children: page });
  const layout = await RootLayout({ children: page });
  // A streaming render, which waits for async server components inside the page.
  // Inside a router that goes nowhere: client components that call useRouter() render as in Next, even
  // when their module was first loaded by another file of this worker, before this file's mock of
  // next/navigation (isolate: false keeps modules between files).
  const router = { push: () => {}, replace: () => {}, refresh: () => {}, prefetch: () => {}, back: () => {}, forward: () => {}, hmrRefresh: () => {} };
  const stream = await renderToReadableStream(createElement(AppRouterContext.Provider, { value: router as never }, createElement(() => layout)), {
    onError: (error) => {
      throw error;
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Whether the page shows the payload at all: its opening quotes and bracket as escaped text or
 * attribute value (a feed's text has its tags stripped before it is stored, the rest is kept), or
 * percent-encoded in a URL.
 */
function showsPayload(html: string): boolean {
  return html.includes("&quot;&#x27;&gt;") || /%(25)?22%(25)?27%(25)?3E/i.test(html);
}

/** No markup came from the payload: no element, no event handler, no script URL, no script it could end. */
function expectNoMarkup(html: string, what: string) {
  expect(html, what).toMatch(/<h1[\s>]/);
  expect(html, what).not.toContain("<script>alert(");
  expect(html, what).not.toMatch(/<img src=x/i);
  for (const tag of html.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    // React writes every attribute value quoted and escaped, so a tag is its name and name="value" pairs.
    const names = [...tag.replace(/="[^"]*"/g, '=""').matchAll(/\s([^\s="/>]+)(?==)/g)].map((m) => m[1]!.toLowerCase());
    expect(names.filter((n) => n.startsWith("on")), `${what}: ${tag}`).toEqual([]);
    expect(tag, what).not.toMatch(/\s(href|src|action|formaction|xlink:href)="\s*(javascript|data|vbscript):/i);
  }
  for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(attrs!)) {
      expect(body, `${what}: JSON-LD cannot end its script element`).not.toContain("<");
      expect(() => JSON.parse(body!), what).not.toThrow();
    } else {
      expect(body, `${what}: inline script`).not.toMatch(/xss|alert\(/);
    }
  }
}

function expectEscaped(html: string, what: string) {
  expectNoMarkup(html, what);
  expect(showsPayload(html), `${what} shows the payload (escaped), so the check above saw it`).toBe(true);
}

beforeAll(async () => {
  await getDb().update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "companies-search"));
});

beforeEach(() => {
  request.cookie = "";
  invalidateContentCache();
});

describe("reflected: query parameters", () => {
  it("/jobs shows q and location escaped and drops the rest", async () => {
    expectEscaped(await renderPage(() => import("@/app/jobs/page"), { searchParams: { q: PAYLOAD } }), "/jobs q");
    expectEscaped(await renderPage(() => import("@/app/jobs/page"), { searchParams: { location: PAYLOAD } }), "/jobs location");
    const filters = Object.fromEntries(["category", "subcategory", "company", "type", "posted", "salary", "sort", "radius", "remote", "page"].map((k) => [k, PAYLOAD]));
    expectNoMarkup(await renderPage(() => import("@/app/jobs/page"), { searchParams: filters }), "/jobs filters");
  });

  it("/companies shows q escaped", async () => {
    expectEscaped(await renderPage(() => import("@/app/companies/page"), { searchParams: { q: PAYLOAD } }), "/companies q");
  });

  it("/login keeps returnTo only as an encoded same-site path and shows none of its other parameters", async () => {
    const login = () => import("@/app/(auth)/login/page");
    expectEscaped(await renderPage(login, { searchParams: { returnTo: `/jobs?q=${PAYLOAD}` } }), "/login returnTo");
    expectNoMarkup(await renderPage(login, { searchParams: { returnTo: SCRIPT_URL, from_sign_up: PAYLOAD, social_unavailable: PAYLOAD, social_failed: PAYLOAD } }), "/login others");
  });

  it("/logout (signed in) keeps returnTo only as a same-site path", async () => {
    request.cookie = (await signedInUser()).cookie;
    expectNoMarkup(await renderPage(() => import("@/app/(auth)/logout/page"), { searchParams: { returnTo: `/jobs?q=${PAYLOAD}` } }), "/logout returnTo");
    expectNoMarkup(await renderPage(() => import("@/app/(auth)/logout/page"), { searchParams: { returnTo: SCRIPT_URL } }), "/logout script returnTo");
  });

  it("/reset-password, /join and /auth/confirm-account show none of their parameters as markup", async () => {
    expectNoMarkup(await renderPage(() => import("@/app/(auth)/reset-password/page"), { searchParams: { token: PAYLOAD } }), "/reset-password token");
    expectNoMarkup(await renderPage(() => import("@/app/(auth)/reset-password/page"), { searchParams: { token: PAYLOAD, error: PAYLOAD } }), "/reset-password error");
    expectNoMarkup(await renderPage(() => import("@/app/(auth)/join/page"), { searchParams: { employer: PAYLOAD } }), "/join employer");
    expectNoMarkup(await renderPage(() => import("@/app/(auth)/auth/confirm-account/page"), { searchParams: { token: PAYLOAD, employer: PAYLOAD } }), "/auth/confirm-account");
  });

  it("/admin/users shows q escaped", async () => {
    request.cookie = (await signedInAdmin()).cookie;
    expectEscaped(await renderPage(() => import("@/app/admin/users/page"), { searchParams: { q: PAYLOAD } }, [() => import("@/app/admin/layout")]), "/admin/users q");
  });
});

describe("stored: fields users, feeds and administrators write", () => {
  it("a user's name, set through update-user, is escaped in the admin users list and in mails", async () => {
    const user = await signedInUser();
    const updated = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/update-user", body: { name: PAYLOAD }, cookie: user.cookie, headers: fromTestAddress() });
    expect(updated.status).toBe(200);

    request.cookie = (await signedInAdmin()).cookie;
    expectEscaped(await renderPage(() => import("@/app/admin/users/page"), {}, [() => import("@/app/admin/layout")]), "/admin/users name");

    const reset = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/request-password-reset", body: passwordResetRequestBody(emailOnlySchema.parse({ email: user.email })), headers: fromTestAddress() });
    expect(reset.status).toBe(200);
    const mail = (await deliveredOutbox(1000)).find((m) => m.to === user.email);
    expect(mail, "a reset mail").toBeDefined();
    expect(mail!.html).not.toContain("<script>alert(");
    expect(mail!.html).not.toMatch(/<img src=x/i);
    expect(mail!.html).toContain("&lt;script&gt;alert(");
  });

  it("a job from a feed is escaped on its page, in search results and on its company's page; script URLs never become links", async () => {
    const db = getDb();
    await loadPostalCodes(db, { states: ["TX"] });
    const base = {
      date: new Date(Date.now() - 86_400_000).toISOString(),
      validThrough: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      city: "Austin",
      state: "TX",
      postalCode: "78701",
      country: "US",
      jobType: "Full-time",
      category: "Healthcare",
      subcategory: "Nursing",
    };
    const stats = await importJobs(db, {
      source: "xss-test",
      records: [
        {
          ...base,
          referenceNumber: "XSS-1",
          title: `Nurse ${PAYLOAD}`,
          company: `Clinic ${PAYLOAD}`,
          companyWebsite: SCRIPT_URL,
          companyLogo: SCRIPT_URL,
          url: "https://careers.example.com/jobs/xss-1",
          description: `<p>Care ${PAYLOAD}</p><a href="${SCRIPT_URL}" onclick="alert(1)">apply</a><iframe src="${SCRIPT_URL}"></iframe><svg onload=alert(1)></svg>`,
          salary: `$40 ${PAYLOAD}`,
        },
        { ...base, referenceNumber: "XSS-2", title: "Nurse", company: "Clinic", url: SCRIPT_URL, description: "<p>Care.</p>" },
      ],
    });
    expect(stats.rejected, "a job whose apply link is a script URL is refused").toBe(1);
    const [job] = await db.select({ id: jobs.id, companyId: jobs.companyId }).from(jobs).where(eq(jobs.externalRef, "XSS-1"));
    const [company] = await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, job!.companyId!));

    expectEscaped(await renderPage(() => import("@/app/jobs/all/all/all/all/all/[id]/page"), { params: { id: job!.id } }), "job page");
    expectEscaped(await renderPage(() => import("@/app/jobs/page"), { searchParams: { q: "nurse" } }), "search results");
    expectEscaped(await renderPage(() => import("@/app/companies/[slug]/[[...page]]/page"), { params: { slug: company!.slug } }), "company page");
    // Gone again, so that the shell test below sees the payload only where its own writes put it.
    await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  });

  it("navbar, footer and banner saved through the admin API are escaped in every page's shell", async () => {
    await seedContent(getDb());
    const admin = await signedInAdmin();
    const put = (key: string, data: unknown) => callRoute(collectionPut, { method: "PUT", path: `/api/admin/content/collections/${key}`, params: { key }, cookie: admin.cookie, body: { data } });
    const navbar = await put("navbar", [{ category: "job-seekers", title: PAYLOAD, url: "/jobs", description: PAYLOAD, group: null }]);
    expect(navbar.status).toBe(200);
    expect((await put("navbar", [{ category: "job-seekers", title: "x", url: SCRIPT_URL, description: "x", group: null }])).status).toBe(400);
    expect((await put("footer", [{ category: "about", label: PAYLOAD, url: "/about" }])).status).toBe(200);
    expect((await put("footer", [{ category: "about", label: "x", url: SCRIPT_URL }])).status).toBe(400);
    const banner = await put("notification-banner", { show_banner: true, content: `Hello ${PAYLOAD}<a href="${SCRIPT_URL}">x</a>`, color: "#0001fc", alert_icon: false });
    expect(banner.status).toBe(200);
    invalidateContentCache();
    expectEscaped(await renderPage(() => import("@/app/companies/page")), "shell");
  });
});
