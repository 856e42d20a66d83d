/**
 * Moves every heading of sanitised content HTML one level down (h2 -> h3 ... h5 -> h6), so an
 * article shown under its own h2 keeps the page's heading order.
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-5])(?=[\s>])/gi, (_m, slash: string, level: string) => `<${slash}h${Math.max(Number(level), 2) + 1}`);
}
