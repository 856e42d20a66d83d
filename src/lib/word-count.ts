/*
 * (Shared by the seed and the content editor's save, issue 18.)
 * Words of an HTML body's text, for content_posts.word_count and so the reading time (275 words a
 * minute): tags and non-breaking spaces become spaces, other entities a joining mark, and a word is a
 * run of non-space characters holding at least one letter or digit (a lone "&amp;" or dash is not a word).
 */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, "-")
    .trim();
  if (!text) return 0;
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
