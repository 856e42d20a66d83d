import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { getDb } from "@/db/client";
import { candidateProfiles, workHistory } from "@/db/schema";
import { setEmailPreferences } from "@/lib/email/preferences";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import type * as MyProfilePageModule from "./page";
import type * as EditProfilePageModule from "../edit-profile/page";
import type * as Candidate360TabModule from "./candidate360-tab";
import type * as SettingsTabModule from "./settings-tab";
import type * as PreviewPanelModule from "./employer-preview-panel";
import type * as PersonalInfoFormModule from "@/features/candidate-profile/components/personal-info-form";
import type * as VisibilitySwitchModule from "@/features/candidate-profile/components/visibility-switch";
import type { EmployerView, PersonalInfoView } from "@/features/candidate-profile/types";
import { redirectOf } from "@/testing/pages";

/*
 * /my-profile and /edit-profile on the server (issue 14 part 7): who gets in, where the others go, and
 * that each page is given the signed-in person's own data only. The page functions run as Next runs
 * them, with the request's headers mocked in (as email-settings-pages.int.test.ts does).
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

let MyProfilePage: typeof MyProfilePageModule.default;
let EditProfilePage: typeof EditProfilePageModule.default;
let Candidate360Tab: typeof Candidate360TabModule.Candidate360Tab;
let SettingsTab: typeof SettingsTabModule.SettingsTab;
let EmployerPreviewPanel: typeof PreviewPanelModule.EmployerPreviewPanel;
let PersonalInfoForm: typeof PersonalInfoFormModule.PersonalInfoForm;
let VisibilitySwitch: typeof VisibilitySwitchModule.VisibilitySwitch;

beforeAll(async () => {
  vi.resetModules();
  ({ default: MyProfilePage } = await import("./page"));
  ({ default: EditProfilePage } = await import("../edit-profile/page"));
  ({ Candidate360Tab } = await import("./candidate360-tab"));
  ({ SettingsTab } = await import("./settings-tab"));
  ({ EmployerPreviewPanel } = await import("./employer-preview-panel"));
  ({ PersonalInfoForm } = await import("@/features/candidate-profile/components/personal-info-form"));
  ({ VisibilitySwitch } = await import("@/features/candidate-profile/components/visibility-switch"));
});

beforeEach(() => {
  request.cookie = "";
});

/** The props of the first element of `type` in a server-rendered tree, looking into every prop that holds elements. */
function propsOf<P>(node: unknown, type: unknown): P | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = propsOf<P>(child, type);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement(node)) {
    if (node && typeof node === "object" && !(node instanceof Date)) return propsOf<P>(Object.values(node), type);
    return undefined;
  }
  const element = node as ReactElement<Record<string, ReactNode>>;
  if (element.type === type) return element.props as P;
  return propsOf<P>(Object.values(element.props), type);
}

const params = (sp: Record<string, string | undefined>) => ({ searchParams: Promise.resolve(sp) });

async function signIn(name: string) {
  const user = await createUser({ name });
  request.cookie = (await logIn(user.email, user.password)).cookie;
  return user;
}

async function withProfile(userId: string, firstName: string, discoverable: boolean) {
  await getDb().insert(candidateProfiles).values({ userId, firstName, lastName: "Tester", headline: `${firstName}'s headline`, phone: "3125550142", postalCode: "60601", city: "Chicago", state: "IL", discoverable });
  await getDb().insert(workHistory).values({ userId, employer: `${firstName} Corp`, title: "Nurse", position: 0 });
}

describe("/my-profile", () => {
  it("sends a signed-out visitor to log in, coming back to the tab asked for", async () => {
    expect(await redirectOf(() => MyProfilePage(params({})))).toBe("/api/auth/login?returnTo=%2Fmy-profile");
    expect(await redirectOf(() => MyProfilePage(params({ tab: "settings" })))).toBe("/api/auth/login?returnTo=%2Fmy-profile%3Ftab%3Dsettings");
    expect(await redirectOf(() => MyProfilePage(params({ tab: "candidate360", preview: "employer" })))).toBe(
      "/api/auth/login?returnTo=%2Fmy-profile%3Ftab%3Dcandidate360%26preview%3Demployer",
    );
  });

  it.each([{ tab: "nonsense" }, { tab: "" }, { tab: "Settings" }])("sends an unknown tab %j to candidate360", async (sp) => {
    await signIn("Ada Lovelace");
    expect(await redirectOf(() => MyProfilePage(params(sp)))).toBe("/my-profile?tab=candidate360");
  });

  it("renders every tab with the signed-in person's own data, never another person's", async () => {
    const a = await createUser({ name: "Ada Lovelace" });
    await withProfile(a.id, "Ada", true);
    const b = await signIn("Grace Hopper");
    await withProfile(b.id, "Grace", false);
    await setEmailPreferences(getDb(), b.id, { "job-alerts": false }, "settings");

    for (const tab of [undefined, "candidate360", "jobs-and-courses", "settings"]) {
      const page = await MyProfilePage(params({ tab }));
      const tabProps = propsOf<{ email: string; personal: PersonalInfoView; view: EmployerView }>(page, Candidate360Tab);
      expect(tabProps?.email).toBe(b.email);
      expect(tabProps?.personal).toMatchObject({ firstName: "Grace", phone: "3125550142", discoverable: false });
      expect(tabProps?.view).toMatchObject({ userId: b.id, name: "Grace Tester", workHistory: [{ employer: "Grace Corp" }] });
      expect(propsOf<{ view: EmployerView }>(page, EmployerPreviewPanel)?.view.userId).toBe(b.id);
      expect(propsOf<{ preferences: Record<string, boolean> }>(page, SettingsTab)?.preferences["job-alerts"]).toBe(false);
      expect(JSON.stringify(tabProps)).not.toContain("Ada");
    }
  });
});

describe("/edit-profile", () => {
  it("sends a signed-out visitor to log in and back", async () => {
    expect(await redirectOf(() => EditProfilePage())).toBe("/api/auth/login?returnTo=%2Fedit-profile");
  });

  it("gives the form and the switch the signed-in person's own profile", async () => {
    const a = await createUser({ name: "Ada Lovelace" });
    await withProfile(a.id, "Ada", false);
    const b = await signIn("Grace Hopper");
    await withProfile(b.id, "Grace", true);
    const page = await EditProfilePage();
    expect(propsOf<{ initial: PersonalInfoView }>(page, PersonalInfoForm)?.initial).toMatchObject({ firstName: "Grace", headline: "Grace's headline" });
    expect(propsOf<{ initial: boolean }>(page, VisibilitySwitch)?.initial).toBe(true);
  });
});
