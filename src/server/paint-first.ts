/*
 * Paint first, then start the app (decision 059). Next writes its chunks as `<script src async>`
 * tags (and a preload of its bootstrap chunk): each is fetched at once and runs as soon as it has
 * arrived, and when they arrive before the page's first frame (a fast network, or the scripts in the
 * browser's cache) their start-up work runs before the server's HTML is on the screen, and on a slow
 * network they share the bandwidth with the HTML and CSS the first frame needs. Here each of Next's
 * chunk scripts in an HTML page becomes a call to a small loader, written once before the first of
 * them, that adds the script elements when the browser reports the first contentful paint (or at
 * once where paint timing is missing, or after 3 s, e.g. in a tab opened in the background, which
 * does not paint); Next's preloads of its chunks go. The page is on the screen before the framework
 * is fetched and started, whatever the order in which HTML, CSS and scripts would have arrived; the
 * cost is that the download starts at the first paint instead of with the HTML (on a fast network a
 * round trip and ~150 kB, on a slow one little: the bytes were sharing the same bandwidth). Scripts
 * added by a nonced script run under the page policy's 'strict-dynamic'; React finds them as
 * `script[async][src]` when it hydrates.
 *
 * Works on the bytes Next writes, with its placeholder nonce still in them (security-headers.ts and
 * the job page front rewrite before the nonce is written), and on a body written in chunks: a tail
 * that may be the start of a tag still to be matched is kept back until the next chunk or end().
 */

/**
 * A chunk script as React writes it (src, then async and nonce in either order, nothing else), or
 * Next's preload of a chunk script (attributes in the order it writes them).
 */
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/[^"<>]+\.js)" (?:async="" nonce="([^"<>]*)"|nonce="([^"<>]*)" async="")><\/script>|<link rel="preload" as="script" fetchPriority="low" nonce="[^"<>]*" href="\/_next\/static\/[^"<>]+\.js"\/>/g;
const SCRIPT_START = '<script src="/_next/static/';
const SCRIPT_END = "</script>";
/** Longer than any chunk script tag: a held tail longer than this cannot be one. */
const MAX_TAG = 512;

/**
 * The loader (ES5, so that even a browser Next no longer supports reads it without a syntax error):
 * `self.__upstepBoot(src)` queues a script until the first contentful paint, then adds it.
 */
export const PAINT_FIRST_LOADER =
  "(function(){var q=[],go=false,n=document.currentScript&&document.currentScript.nonce;" +
  'function add(s){var e=document.createElement("script");e.src=s;e.async=true;if(n)e.nonce=n;document.head.appendChild(e)}' +
  "function start(){if(go)return;go=true;for(var i=0;i<q.length;i++)add(q[i]);q=[]}" +
  "self.__upstepBoot=function(s){go?add(s):q.push(s)};" +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true})}' +
  "catch(e){start()}setTimeout(start,3000)})()";

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/** The replacement of one chunk script: the loader's call for it (after the loader, the first time). */
function deferred(src: string, nonce: string, withLoader: boolean): string {
  const n = attribute(nonce);
  const loader = withLoader ? `<script nonce="${n}">${PAINT_FIRST_LOADER}</script>` : "";
  return `${loader}<script nonce="${n}">self.__upstepBoot(${JSON.stringify(src)})</script>`;
}

const MARKER = Buffer.from("/_next/static/");
const EMPTY = Buffer.alloc(0);

/**
 * Rewrites an HTML page written in chunks; push() each chunk in order, then end(). Works on bytes:
 * a stretch without Next's static path passes as it is (most of a page), and one with it is read as
 * latin1, so every byte comes back unchanged however the text is encoded.
 */
export class PaintFirstRewriter {
  private held: Buffer = EMPTY;
  private loaderWritten = false;

  push(chunk: Buffer): Buffer {
    const data = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
    const keepFrom = this.holdFrom(data);
    this.held = keepFrom < data.length ? Buffer.from(data.subarray(keepFrom)) : EMPTY;
    return this.rewrite(data.subarray(0, keepFrom));
  }

  end(): Buffer {
    const rest = this.held;
    this.held = EMPTY;
    return this.rewrite(rest);
  }

  private rewrite(bytes: Buffer): Buffer {
    if (bytes.indexOf(MARKER) === -1) return bytes;
    const text = bytes.toString("latin1").replace(CHUNK_SCRIPT, (_tag, src: string | undefined, nonceFirst: string | undefined, nonceSecond: string | undefined) => {
      if (src === undefined) return ""; // a preload: the loader fetches the chunk after the paint
      const out = deferred(src, nonceFirst ?? nonceSecond ?? "", !this.loaderWritten);
      this.loaderWritten = true;
      return out;
    });
    return Buffer.from(text, "latin1");
  }

  /** Where the tail that might still become a chunk script starts (data.length when none). */
  private holdFrom(data: Buffer): number {
    let from = data.length;
    // An unfinished tag at the end ("<scr", '<script src="/_next/st', ...).
    const lastOpen = data.lastIndexOf("<");
    if (lastOpen !== -1 && data.indexOf(">", lastOpen) === -1) from = lastOpen;
    // A chunk script whose closing tag has not arrived.
    const lastScript = data.lastIndexOf(SCRIPT_START);
    if (lastScript !== -1 && data.length - lastScript < MAX_TAG && data.indexOf(SCRIPT_END, lastScript) === -1) from = Math.min(from, lastScript);
    // An unfinished tag longer than any chunk script is something else: let it through.
    return data.length - from > MAX_TAG ? data.length : from;
  }
}

/** The same rewrite of a whole page. */
export function paintFirstHtml(html: Buffer): Buffer {
  const rewriter = new PaintFirstRewriter();
  return Buffer.concat([rewriter.push(html), rewriter.end()]);
}
