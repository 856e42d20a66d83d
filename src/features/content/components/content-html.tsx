/*
 * Renders content HTML that was sanitised when it was stored and again when it was read
 * (server/sanitize.ts), with readable typography for headings, paragraphs, lists, tables, links and
 * the rich text editor's images, code, quotes and video players.
 */
const PROSE = [
  "max-w-3xl text-base leading-7 text-foreground",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground [&_h2:first-child]:mt-0",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:font-medium [&_a]:text-primary-soft-foreground [&_a:hover]:text-primary-hover",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_caption]:mb-2 [&_caption]:text-left [&_caption]:font-medium [&_caption]:text-muted-foreground",
  // Rich text from the editor (issue 18): images and allow-listed video players never wider than the column.
  "[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_figcaption]:mt-1 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground [&_iframe]:my-4 [&_iframe]:aspect-video [&_iframe]:w-full [&_iframe]:rounded-md",
  "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre]:text-sm [&_code]:font-mono [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_hr]:my-8 [&_hr]:border-border",
  "[&_table]:table-fixed [&_th]:break-words [&_td]:break-words [&_th]:border [&_th]:border-input [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:border-input [&_td]:p-2 [&_td]:align-top",
].join(" ");

export function ContentHtml({ html }: { html: string }) {
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
