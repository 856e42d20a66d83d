import { describe, expect, it } from "vitest";
import { confirmAccountUrl } from "@/lib/auth/auth";
import { confirmAccountCallbackPath, joinPath, signInAfterSignUpPath } from "@/lib/sign-up-routes";
import { joinQuerySchema, signUpBody, tokenQuerySchema } from "./schemas";

/*
 * A visitor who signs up on the way to a page (an application, decision 033) comes back to it:
 * returnTo rides join -> the sign-up's callbackURL -> the confirmation link -> "Log in". Only
 * same-site paths; without one every link is as before.
 */
const APPLY = "/apply/0b3c2c9e-6b1a-4f3e-9a59-2f4b7f1b2c3d";

describe("returnTo through sign-up", () => {
  it("is kept by every link of the way, and left out when there is none", () => {
    expect(joinPath({ returnTo: APPLY })).toBe(`/join?returnTo=${encodeURIComponent(APPLY)}`);
    expect(joinPath()).toBe("/join");
    expect(joinPath({ employer: true })).toBe("/join?employer=true");
    expect(joinPath({ returnTo: "/hiring/invitations/abc", email: "Nia+x@acme.example" })).toBe("/join?returnTo=%2Fhiring%2Finvitations%2Fabc&email=Nia%2Bx%40acme.example");
    expect(joinQuerySchema.parse({ email: "Nia+x@acme.example" }).email).toBe("Nia+x@acme.example");
    expect(joinQuerySchema.parse({ email: "not an address" }).email).toBeUndefined();
    expect(confirmAccountCallbackPath({ returnTo: APPLY })).toBe(`/auth/confirm-account?returnTo=${encodeURIComponent(APPLY)}`);
    expect(confirmAccountCallbackPath({ employer: true })).toBe("/auth/confirm-account?employer=true");
    expect(signInAfterSignUpPath({ returnTo: APPLY })).toBe(`/api/auth/sign-in?from_sign_up=true&returnTo=${encodeURIComponent(APPLY)}`);
    expect(signInAfterSignUpPath({})).toBe("/api/auth/sign-in?from_sign_up=true");
    expect(signInAfterSignUpPath({ employer: true, returnTo: APPLY })).toBe("/api/auth/sign-in?from_sign_up=true&returnTo=%2Fhiring%2Fwelcome");
    expect(signUpBody({ firstName: "Ada", lastName: "L", email: "a@b.test", password: "p", confirmPassword: "p" } as never, { employer: false, returnTo: APPLY }).callbackURL).toBe(confirmAccountCallbackPath({ returnTo: APPLY }));
  });

  it("is read from the join and confirmation pages' queries only as a same-site path", () => {
    expect(joinQuerySchema.parse({ returnTo: APPLY })).toEqual({ employer: false, returnTo: APPLY });
    for (const hostile of ["https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(joinQuerySchema.parse({ returnTo: hostile }).returnTo, hostile).toBeUndefined();
      expect(tokenQuerySchema.parse({ token: "t", returnTo: hostile }).returnTo, hostile).toBeUndefined();
    }
    expect(tokenQuerySchema.parse({ token: "t", returnTo: APPLY }).returnTo).toBe(APPLY);
  });

  it("is put on the confirmation mail's link from the sign-up's callbackURL", () => {
    const link = new URL(confirmAccountUrl("tok", confirmAccountCallbackPath({ returnTo: APPLY })));
    expect(link.pathname).toBe("/auth/confirm-account");
    expect(link.searchParams.get("token")).toBe("tok");
    expect(link.searchParams.get("returnTo")).toBe(APPLY);
    expect(new URL(confirmAccountUrl("tok", "/auth/confirm-account?returnTo=https%3A%2F%2Fevil.example")).searchParams.get("returnTo")).toBeNull();
    expect(new URL(confirmAccountUrl("tok", null)).searchParams.get("returnTo")).toBeNull();
  });
});
