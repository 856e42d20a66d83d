import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import type * as CertificationsPageModule from "@/app/dashboard/candidate360/certifications/page";
import type * as LanguagePageModule from "@/app/dashboard/candidate360/language/page";
import type * as ReferencePageModule from "@/app/dashboard/candidate360/self-reference/page";
import type * as CertificationListModule from "./components/certification-list";
import type * as LanguageEditorModule from "./components/language-editor";
import type * as ReferenceEditorModule from "./components/reference-editor";
import type { CertificationEntry, LanguageEntry, ReferenceEntry } from "./types";
import { propsOf } from "@/testing/pages";

/*
 * The certifications, language and self-reference pages on the server: each gives its list the
 * signed-in person's own entries only, never another person's (candidate B sees an empty list while
 * A's entries exist). Signed-out visitors are covered by candidate-pages-anonymous.int.test.ts.
 */
// One request object for every file that renders pages (files share a worker; see email-settings-pages.int.test.ts).
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

let CertificationsPage: typeof CertificationsPageModule.default;
let LanguagePage: typeof LanguagePageModule.default;
let ReferencePage: typeof ReferencePageModule.default;
let CertificationList: typeof CertificationListModule.CertificationList;
let LanguageEditor: typeof LanguageEditorModule.LanguageEditor;
let ReferenceEditor: typeof ReferenceEditorModule.ReferenceEditor;
let addCertification: typeof import("./server/certifications").addCertification;
let addLanguage: typeof import("./server/languages").addLanguage;
let addReference: typeof import("./server/references").addReference;

beforeAll(async () => {
  vi.resetModules();
  ({ default: CertificationsPage } = await import("@/app/dashboard/candidate360/certifications/page"));
  ({ default: LanguagePage } = await import("@/app/dashboard/candidate360/language/page"));
  ({ default: ReferencePage } = await import("@/app/dashboard/candidate360/self-reference/page"));
  ({ CertificationList } = await import("./components/certification-list"));
  ({ LanguageEditor } = await import("./components/language-editor"));
  ({ ReferenceEditor } = await import("./components/reference-editor"));
  ({ addCertification } = await import("./server/certifications"));
  ({ addLanguage } = await import("./server/languages"));
  ({ addReference } = await import("./server/references"));
});

beforeEach(() => {
  request.cookie = "";
});

async function signedIn(): Promise<{ id: string; cookie: string }> {
  const user = await createUser();
  const { cookie } = await logIn(user.email, user.password);
  return { id: user.id, cookie };
}

describe("the certifications, language and self-reference pages", () => {
  it("give each person their own entries and nothing of anyone else's", async () => {
    const db = getDb();
    const a = await signedIn();
    const b = await signedIn();
    await addCertification(db, {
      userId: a.id,
      input: { name: "BLS", issuer: "AHA", issueMonth: null, issueYear: 2024, expiryMonth: null, expiryYear: 2026, doesNotExpire: false, credentialId: "", credentialUrl: "" },
    });
    await addLanguage(db, { userId: a.id, input: { language: "es", proficiency: "native" } });
    await addReference(db, {
      userId: a.id,
      input: { name: "Maria Gonzalez", relationship: "manager", company: "", title: "", email: "maria@example.com", phone: "", note: "", mayContact: true },
    });

    const render = async (cookie: string) => {
      request.cookie = cookie;
      return {
        certifications: propsOf<{ initial: CertificationEntry[] }>(await CertificationsPage(), CertificationList)!.initial,
        languages: propsOf<{ initial: LanguageEntry[] }>(await LanguagePage(), LanguageEditor)!.initial,
        references: propsOf<{ initial: ReferenceEntry[] }>(await ReferencePage(), ReferenceEditor)!.initial,
      };
    };
    const ofA = await render(a.cookie);
    expect(ofA.certifications.map((c) => c.name)).toEqual(["BLS"]);
    expect(ofA.languages.map((l) => l.language)).toEqual(["es"]);
    expect(ofA.references.map((r) => r.name)).toEqual(["Maria Gonzalez"]);
    expect(await render(b.cookie)).toEqual({ certifications: [], languages: [], references: [] });
  });
});
