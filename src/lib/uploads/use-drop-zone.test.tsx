import type { ChangeEvent, DragEvent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RejectedFile } from "./drop-zone-rules";
import { useDropZone, type UseDropZoneOptions } from "./use-drop-zone";

/*
 * The hook on the real react-dropzone, without a DOM: a server render runs the hook once and hands
 * back its handlers, which are then called with event-shaped objects. Drops and file-dialog choices
 * go through react-dropzone's whole pipeline (file-selector, accept, sizes, count) to onDrop. State
 * changes after the render are dropped by the server renderer, so drag states are covered by
 * drop-zone-rules.test.ts (the mapping) and the browser tests (e2e/modals.spec.ts).
 */
type Zone = ReturnType<typeof useDropZone>;
type Rules = Omit<UseDropZoneOptions, "onDrop">;

const IMAGES: Rules = { accept: { "image/png": [".png"], "image/jpeg": [".jpeg", ".jpg"], "image/svg+xml": [".svg"] }, maxSize: 10_000_000, maxFiles: 1 };
const INVALID_TYPE = "File type must be one of image/png, .png, image/jpeg, .jpeg, .jpg, image/svg+xml, .svg";

function renderZone(rules: Rules, onDrop: UseDropZoneOptions["onDrop"] = () => {}): { zone: Zone; html: string } {
  const seen: Zone[] = [];
  function Probe() {
    const zone = useDropZone({ ...rules, onDrop });
    seen.push(zone);
    return (
      <div {...zone.getRootProps({ "data-state": zone.state })}>
        <input {...zone.getInputProps({ "aria-label": "Choose a file" })} />
      </div>
    );
  }
  const html = renderToStaticMarkup(<Probe />);
  return { zone: seen[0]!, html };
}

type Outcome = { accepted: File[]; rejected: RejectedFile[] };

/** Drops the files on a zone with these rules, the way a browser's drop event carries them. */
function drop(rules: Rules, files: File[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const { zone } = renderZone(rules, (accepted, rejected) => resolve({ accepted, rejected }));
    const dataTransfer = { types: ["Files"], files, items: files.map((f) => ({ kind: "file", type: f.type, getAsFile: () => f })) };
    const event = { type: "drop", dataTransfer, target: null, preventDefault() {}, stopPropagation() {}, isPropagationStopped: () => false };
    zone.getRootProps().onDrop!(event as unknown as DragEvent<HTMLElement>);
  });
}

/** Chooses the files in the file dialog (the input's change event). */
function choose(rules: Rules, files: File[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const { zone } = renderZone(rules, (accepted, rejected) => resolve({ accepted, rejected }));
    const event = { type: "change", target: { files }, preventDefault() {}, stopPropagation() {}, isPropagationStopped: () => false };
    zone.getInputProps().onChange!(event as unknown as ChangeEvent<HTMLInputElement>);
  });
}

const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });
const codes = (o: Outcome) => o.rejected.map((r) => r.errors.map((e) => `${e.code}: ${e.message}`));

describe("useDropZone on react-dropzone", () => {
  it("starts idle, with the input's accept list, and keyboard activation unless turned off", () => {
    const { zone, html } = renderZone(IMAGES);
    expect(zone.state).toBe("idle");
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('data-drop-zone="zone"');
    expect(html).toContain('accept="image/png,.png,image/jpeg,.jpeg,.jpg,image/svg+xml,.svg"');
    expect(html).toContain('aria-label="Choose a file"');
    expect(html).toContain("multiple");
    expect(html).toContain('tabindex="0"');
    expect(renderZone({ ...IMAGES, keyboard: false }).html).not.toContain("tabindex=\"0\"");
  });

  it("accepts a file by MIME type or by extension", async () => {
    const png = file("me.png", "image/png");
    expect(await drop(IMAGES, [png])).toEqual({ accepted: [png], rejected: [] });
    const jpg = file("me.JPG", "");
    expect((await drop(IMAGES, [jpg])).accepted).toEqual([jpg]);
  });

  it("rejects a wrong type with file-invalid-type", async () => {
    expect(codes(await drop(IMAGES, [file("cv.pdf", "application/pdf")]))).toEqual([[`file-invalid-type: ${INVALID_TYPE}`]]);
  });

  it("rejects a file over maxSize with file-too-large, in bytes", async () => {
    expect(codes(await drop(IMAGES, [file("big.png", "image/png", 10_000_001)]))).toEqual([["file-too-large: File is larger than 10000000 bytes"]]);
    expect((await drop(IMAGES, [file("edge.png", "image/png", 10_000_000)])).accepted).toHaveLength(1);
    expect(codes(await drop({ minSize: 200 }, [file("tiny.txt", "text/plain", 10)]))).toEqual([["file-too-small: File is smaller than 200 bytes"]]);
  });

  it("rejects every file with too-many-files when there are too many", async () => {
    const result = await drop(IMAGES, [file("a.png", "image/png"), file("b.png", "image/png")]);
    expect(result.accepted).toEqual([]);
    expect(codes(result)).toEqual([["too-many-files: Too many files"], ["too-many-files: Too many files"]]);
    const three = await drop({ multiple: false }, [file("a.txt", "text/plain"), file("b.txt", "text/plain")]);
    expect(codes(three)).toEqual([["too-many-files: Too many files"], ["too-many-files: Too many files"]]);
  });

  it("judges a file the browser gives no MIME type by its name at drop time", async () => {
    const typeless = file("photo.png", "");
    expect((await drop(IMAGES, [typeless])).accepted).toEqual([typeless]);
    const notes = file("notes.md", "");
    expect(codes(await drop(IMAGES, [notes]))).toEqual([[`file-invalid-type: ${INVALID_TYPE}`]]);
    expect(codes(await drop(IMAGES, [file("noextension", "")]))).toEqual([[`file-invalid-type: ${INVALID_TYPE}`]]);
  });

  it("applies the same rules to files chosen in the file dialog", async () => {
    const png = file("me.png", "image/png");
    expect(await choose(IMAGES, [png])).toEqual({ accepted: [png], rejected: [] });
    expect(codes(await choose(IMAGES, [png, file("b.png", "image/png")]))).toEqual([["too-many-files: Too many files"], ["too-many-files: Too many files"]]);
    expect(codes(await choose(IMAGES, [file("a.gif", "image/gif")]))).toEqual([[`file-invalid-type: ${INVALID_TYPE}`]]);
  });

  it("accepts everything by default", async () => {
    const files = [file("a.txt", "text/plain"), file("b.bin", ""), file("c.png", "image/png")];
    expect(await drop({}, files)).toEqual({ accepted: files, rejected: [] });
  });
});
