// word-extractor ships no types; the part of its API the resume parser uses.
declare module "word-extractor" {
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<{ getBody(): string; getHeaders(): string; getFootnotes(): string }>;
  }
}
