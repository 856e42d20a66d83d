/*
 * RTF -> plain text (pure, unit-tested): paragraphs and line breaks become newlines, \tab a tab,
 * \'hh a Windows-1252 character, \uN a Unicode character (its fallback characters skipped); groups
 * that are not body text (font and colour tables, styles, document info, pictures, any \* destination)
 * are dropped. Enough for the resumes word processors save; not a layout engine.
 */
const SKIP_DESTINATIONS = new Set([
  "fonttbl", "colortbl", "stylesheet", "info", "pict", "object", "header", "footer", "headerl", "headerr", "footerl", "footerr",
  "listtable", "listoverridetable", "revtbl", "rsidtbl", "generator", "xmlnstbl", "themedata", "colorschememapping", "latentstyles",
  "datastore", "fldinst", "filetbl", "pgdsctbl", "footnote",
]);

const CP1252: Record<number, string> = {
  0x80: "\u20ac", 0x82: "\u201a", 0x83: "\u0192", 0x84: "\u201e", 0x85: "\u2026", 0x86: "\u2020", 0x87: "\u2021", 0x88: "\u02c6",
  0x89: "\u2030", 0x8a: "\u0160", 0x8b: "\u2039", 0x8c: "\u0152", 0x8e: "\u017d", 0x91: "\u2018", 0x92: "\u2019", 0x93: "\u201c",
  0x94: "\u201d", 0x95: "\u2022", 0x96: "\u2013", 0x97: "\u2014", 0x98: "\u02dc", 0x99: "\u2122", 0x9a: "\u0161", 0x9b: "\u203a",
  0x9c: "\u0153", 0x9e: "\u017e", 0x9f: "\u0178",
};

export function cp1252Char(code: number): string {
  return CP1252[code] ?? String.fromCharCode(code);
}

export function rtfToText(rtf: string): string {
  type State = { skip: boolean; uc: number };
  const stack: State[] = [];
  let state: State = { skip: false, uc: 1 };
  let out = "";
  let skipChars = 0; // fallback characters still to drop after \uN
  let i = 0;
  const emit = (s: string) => {
    if (state.skip) return;
    if (skipChars > 0) {
      skipChars--;
      return;
    }
    out += s;
  };
  while (i < rtf.length) {
    const c = rtf[i]!;
    if (c === "{") {
      stack.push(state);
      state = { ...state };
      i++;
      // "{\*\dest ...}" is an optional destination a reader that does not know it must skip.
      if (rtf.startsWith("\\*", i)) state.skip = true;
      continue;
    }
    if (c === "}") {
      state = stack.pop() ?? { skip: false, uc: 1 };
      i++;
      continue;
    }
    if (c === "\\") {
      const next = rtf[i + 1];
      if (next === undefined) break;
      if (next === "'") {
        const code = parseInt(rtf.slice(i + 2, i + 4), 16);
        if (!Number.isNaN(code)) emit(cp1252Char(code));
        i += 4;
        continue;
      }
      if (next === "\\" || next === "{" || next === "}") {
        emit(next);
        i += 2;
        continue;
      }
      if (next === "~") {
        emit(" ");
        i += 2;
        continue;
      }
      if (next === "-" || next === "_") {
        if (next === "_") emit("-");
        i += 2;
        continue;
      }
      if (next === "\n" || next === "\r") {
        emit("\n");
        i += 2;
        continue;
      }
      const m = /^\\([a-zA-Z]+)(-?\d+)? ?/.exec(rtf.slice(i, i + 40));
      if (!m) {
        i += 2;
        continue;
      }
      i += m[0].length;
      const word = m[1]!;
      const arg = m[2] === undefined ? null : Number(m[2]);
      if (SKIP_DESTINATIONS.has(word)) {
        state.skip = true;
        continue;
      }
      switch (word) {
        case "par":
        case "line":
        case "row":
        case "sect":
        case "page":
          if (!state.skip) out += "\n";
          break;
        case "cell":
          if (!state.skip) out += "\t";
          break;
        case "tab":
          emit("\t");
          break;
        case "uc":
          state.uc = arg ?? 1;
          break;
        case "u": {
          const code = arg === null ? 0 : arg < 0 ? arg + 65536 : arg;
          emit(String.fromCharCode(code));
          if (!state.skip) skipChars = state.uc;
          break;
        }
        case "emdash":
          emit("\u2014");
          break;
        case "endash":
          emit("\u2013");
          break;
        case "bullet":
          emit("\u2022");
          break;
        case "lquote":
          emit("\u2018");
          break;
        case "rquote":
          emit("\u2019");
          break;
        case "ldblquote":
          emit("\u201c");
          break;
        case "rdblquote":
          emit("\u201d");
          break;
        default:
          break;
      }
      continue;
    }
    if (c === "\n" || c === "\r") {
      i++;
      continue;
    }
    emit(c);
    i++;
  }
  return out
    .split("\n")
    .map((l) => l.replace(/[ \u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
