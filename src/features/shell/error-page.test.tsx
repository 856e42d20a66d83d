import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "@/components/ui/error-page";

// Spec 2.1 error page texts, for the statuses the browser tests cannot provoke (410, 500).
describe("ErrorPage texts", () => {
  it.each([
    [404, "Page not found"],
    [410, "Sorry, this profile is no longer available."],
    [500, "Something went wrong, please"],
    [403, "Something went wrong, please"],
  ])("%i shows '%s'", (status, text) => {
    const html = renderToStaticMarkup(<ErrorPage statusCode={status} />);
    expect(html).toContain(`>${status}<`);
    expect(html).toContain(text);
    expect(html.includes(">try again</a>")).toBe(status !== 404 && status !== 410);
  });
});
