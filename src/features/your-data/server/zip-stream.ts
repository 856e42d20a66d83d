import "server-only";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One file of a zip: its path inside the archive, its bytes, and whether deflating is worth it. */
export type ZipEntry = { path: string; bytes: Uint8Array; compress: boolean };

/*
 * A zip archive as a web stream, built entry by entry as the reader asks for more (pull): only the
 * entry being written is in memory, however many files a person has. Documents and images that are
 * already compressed (PDF, DOCX, PNG, JPEG) are stored as they are; JSON and text are deflated.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let zip: Zip | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) {
          controller.error(err);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      const next = await iterator.next();
      if (next.done) {
        zip!.end();
        return;
      }
      const { path, bytes, compress } = next.value;
      const file = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
      zip!.add(file);
      file.push(bytes, true);
    },
    async cancel() {
      zip?.terminate();
      await iterator.return?.();
    },
  });
}
