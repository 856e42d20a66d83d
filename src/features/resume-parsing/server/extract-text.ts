import "server-only";
import { decodeHTML } from "entities";
import mammoth from "mammoth";
import WordExtractor from "word-extractor";
import { extractTextItems, getDocumentProxy } from "unpdf";
import { pageLines, type PdfItem } from "../parser/pdf-layout";
import { cp1252Char, rtfToText } from "../parser/rtf";

/*
 * A resume's text, one line per line of the document (decision 028). PDF through unpdf (PDF.js) with
 * our own line and column ordering; DOCX through mammoth (raw text, one paragraph a line); DOC (Word
 * 97-2003) through word-extractor; RTF through our converter; TXT as UTF-8, else Windows-1252.
 * The text is capped at MAX_TEXT characters.
 */
export type ResumeKind = "pdf" | "doc" | "docx" | "rtf" | "txt";

export const MAX_TEXT = 100_000;

async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js may transfer (detach) the buffer it is given: it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { items } = await extractTextItems(pdf);
    return items.map((page) => pageLines(page as PdfItem[]).join("\n")).join("\n\n");
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * DOCX through mammoth's HTML (its raw text drops list bullets, and a bullet is how the parser tells
 * a job's highlights from its heading lines): list items become "• " lines, paragraphs, headings and
 * table cells lines of their own.
 */
async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { ignoreEmptyParagraphs: true });
  return decodeHTML(
    value
      .replace(/<img[^>]*>/gi, "")
      .replace(/<li[^>]*>/gi, "\n\u2022 ")
      .replace(/<br\s*\/?>|<\/(?:p|h[1-6]|li|td|th|tr|table|ul|ol)>/gi, "\n")
      .replace(/<[^>]+>/g, ""),
  );
}

async function docText(bytes: Uint8Array): Promise<string> {
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  return doc.getBody();
}

export function decodePlainText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\ufeff/, "");
  } catch {
    let s = "";
    for (const b of bytes) s += b >= 0x80 && b <= 0x9f ? cp1252Char(b) : String.fromCharCode(b);
    return s;
  }
}

/** Normalises line ends, drops control characters (tabs and newlines stay) and caps the length. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    // Control characters other than tab and newline (DOC files carry field and cell marks).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .replace(/[\u2028\u2029]/g, "\n")
    .split("\n")
    .map((l) => l.replace(/[ \u00a0\u2000-\u200b]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, MAX_TEXT);
}

/** The text of a resume file; throws what the library throws on a corrupt file. */
export async function extractText(bytes: Uint8Array, kind: ResumeKind): Promise<string> {
  switch (kind) {
    case "pdf":
      return tidyText(await pdfText(bytes));
    case "docx":
      return tidyText(await docxText(bytes));
    case "doc":
      return tidyText(await docText(bytes));
    case "rtf":
      return tidyText(rtfToText(decodePlainText(bytes)));
    case "txt":
      return tidyText(decodePlainText(bytes));
  }
}
