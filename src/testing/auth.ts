import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { callRoute, cookiesFrom } from "./http";

/** Logs in through the real auth endpoint; returns the response and its session cookie. */
export async function logIn(email: string, password: string, headers: Record<string, string> = {}) {
  const response = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/sign-in/email", body: { email, password }, headers });
  return { response, cookie: cookiesFrom(response) };
}
