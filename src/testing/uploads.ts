import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { setFileStorage } from "@/lib/uploads/storage";

/**
 * Gives the test file its own empty UPLOAD_DIR (restored afterwards); returns the names of the files
 * stored in it, at any depth.
 */
export function withTemporaryUploadDir(): () => string[] {
  let uploadDir = "";
  const previousUploadDir = process.env.UPLOAD_DIR;

  beforeAll(() => {
    uploadDir = mkdtempSync(path.join(os.tmpdir(), "upstep-uploads-"));
    process.env.UPLOAD_DIR = uploadDir;
    resetEnvCache();
    setFileStorage(undefined);
  });

  afterAll(() => {
    if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = previousUploadDir;
    resetEnvCache();
    setFileStorage(undefined);
  });

  return () =>
    readdirSync(uploadDir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name)
      .sort();
}

/** Bytes as the avatar API's base64EncodedData. */
export const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
