import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { FILE_KINDS, kindOfExtension, type FileKind } from "./file-types";

/*
 * Stored files are addressed by an opaque key `<uuid>.<ext>`: the extension is the kind detected from
 * the content (never the client's file name), so the content type can be served without a database
 * lookup. Local disk under UPLOAD_DIR is the default; an S3-compatible store implements the same
 * interface (put/get/delete by key) when a deployment runs several app hosts without a shared disk.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when no file has this key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]{3,4})$/;

export function newFileKey(kind: FileKind): string {
  return `${randomUUID()}.${FILE_KINDS[kind].ext}`;
}

/** The kind of a well-formed key, or null: anything else (paths, dots, other extensions) is refused. */
export function parseFileKey(key: string): FileKind | null {
  const m = KEY_PATTERN.exec(key);
  return m ? kindOfExtension(m[1]!) : null;
}

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!parseFileKey(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
    // Two levels of fan-out keep directories small: ab/abcdef...png
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file); // a reader never sees half a file
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!parseFileKey(key)) return null;
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!parseFileKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }
}

let storage: FileStorage | undefined;

export function fileStorage(): FileStorage {
  storage ??= new LocalDiskStorage(path.resolve(env().UPLOAD_DIR));
  return storage;
}

/** Test hook: use another store (or forget the cached one after UPLOAD_DIR changed). */
export function setFileStorage(next: FileStorage | undefined) {
  storage = next;
}

/** Where a stored file is served (GET /api/files/{key}). */
export function fileUrl(key: string): string {
  return `/api/files/${encodeURIComponent(key)}`;
}
