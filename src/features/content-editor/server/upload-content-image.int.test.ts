import { describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/admin/content/images/route";
import { GET as fileGet } from "@/app/api/files/[key]/route";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";
import { makePng, SVG_WITH_SCRIPT, bytesOf } from "@/lib/uploads/test-fixtures";
import { callRoute } from "@/testing/http";
import { b64, withTemporaryUploadDir } from "@/testing/uploads";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { EDITOR_MESSAGES } from "../schemas";

/* The editor's image upload: administrators only, PNG/JPEG only, and served by /api/files/{key} because the upload is recorded. */
withTemporaryUploadDir();

const upload = (cookie: string | undefined, body: unknown) => callRoute(uploadRoute, { method: "POST", path: "/api/admin/content/images", cookie, body });
const fetchFile = (key: string) => callRoute(fileGet, { path: `/api/files/${key}`, params: { key } });

describe("POST /api/admin/content/images", () => {
  it("stores an administrator's PNG and serves it; refuses SVG, no file and non-admins", async () => {
    const admin = await signedInAdmin();
    const res = await upload(admin.cookie, { fileName: "chart.png", base64EncodedData: b64(makePng({ width: 40, height: 20 })) });
    expect(res.status).toBe(200);
    const { key, url } = (await res.json()) as { key: string; url: string };
    expect(url).toBe(`/api/files/${key}`);
    const served = await fetchFile(key);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    // A stored file nobody recorded is not served.
    const stray = newFileKey("png");
    await fileStorage().put(stray, makePng());
    expect((await fetchFile(stray)).status).toBe(404);

    const svg = await upload(admin.cookie, { fileName: "x.svg", base64EncodedData: b64(bytesOf(SVG_WITH_SCRIPT)) });
    expect(svg.status).toBe(400);
    expect(((await svg.json()) as { error: { message: string } }).error.message).toBe(EDITOR_MESSAGES.imageInvalid);
    expect((await upload(admin.cookie, {})).status).toBe(400);

    const user = await signedInUser();
    expect((await upload(user.cookie, { base64EncodedData: b64(makePng()) })).status).toBe(403);
  });
});
