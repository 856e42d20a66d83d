// Proves the import rules of eslint.config.mjs: the one-way direction lib/db/components -> features
// -> app, features talking to each other only through their public files, and no import cycles.
// Runs the real config through ESLint's Node API on code that is never written into src/.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const configFile = path.join(root, "eslint.config.mjs");

// import/no-cycle needs the linted file on disk to build its graph; the boundary cases use virtual
// files, so the cycle rule is proven separately below on real fixture files.
const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile, overrideConfig: { rules: { "import/no-cycle": "off" } } });

async function boundaryMessages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === "import/no-restricted-paths" || m.fatal).map((m) => m.message);
}

// Real modules, so the resolver finds them: an unresolved import is silently skipped by the rule.
const APP_ROUTE = "@/app/api/context/route";
const FEATURE_TYPES = "@/features/app-context/types";
const FEATURE_INTERNAL = "@/features/app-context/server/get-app-context";

/** Whether an import names a real file; the rule says nothing about imports it cannot resolve. */
function resolvable(from, filePath) {
  const base = from.startsWith("@/") ? path.join(root, "src", from.slice(2)) : path.resolve(root, path.dirname(filePath), from);
  return ["", ".ts", ".tsx", "/index.ts"].some((ext) => existsSync(base + ext));
}

const importing = (from, name = "x") => `import * as ${name} from "${from}";\nexport const used = ${name};\n`;

describe("import boundaries (eslint.config.mjs)", () => {
  it.each([
    ["a feature importing a route", "src/features/shell/components/probe.tsx", APP_ROUTE, /Routes \(src\/app\)/],
    ["a feature importing a route by relative path", "src/features/shell/components/probe.tsx", "../../../app/api/context/route", /Routes \(src\/app\)/],
    ["lib importing a route", "src/lib/probe.ts", APP_ROUTE, /Routes \(src\/app\)/],
    ["db importing a route", "src/db/probe.ts", APP_ROUTE, /Routes \(src\/app\)/],
    ["components/ui importing a route", "src/components/ui/probe.tsx", APP_ROUTE, /Routes \(src\/app\)/],
    ["lib importing a feature", "src/lib/probe.ts", FEATURE_TYPES, /below features/],
    ["db importing a feature", "src/db/probe.ts", FEATURE_TYPES, /below features/],
    ["components/ui importing a feature", "src/components/ui/probe.tsx", FEATURE_TYPES, /below features/],
    ["a feature importing another feature's internals", "src/features/shell/components/probe.tsx", FEATURE_INTERNAL, /only through its/],
  ])("reports %s", async (_name, filePath, from, message) => {
    const messages = await boundaryMessages(filePath, importing(from));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ["a feature importing lib", "src/features/shell/components/probe.tsx", "@/lib/env"],
    ["a feature importing components/ui", "src/features/shell/components/probe.tsx", "@/components/ui/button"],
    ["a feature importing another feature's types", "src/features/shell/components/probe.tsx", FEATURE_TYPES],
    ["a feature importing another feature's server/queries.ts", "src/features/shell/server/probe.ts", "@/features/admin/server/queries"],
    ["a feature importing its own internals", "src/features/app-context/components/probe.tsx", FEATURE_INTERNAL],
    ["components/providers importing a feature (providers compose features)", "src/components/providers/probe.tsx", FEATURE_TYPES],
    ["a route importing a feature's internals", "src/app/probe/page.tsx", FEATURE_INTERNAL],
    ["lib importing db", "src/lib/probe.ts", "@/db/schema"],
    ["a test importing a route", "src/lib/probe.int.test.ts", APP_ROUTE],
  ])("allows %s", async (_name, filePath, from) => {
    // Else the case would pass without proving anything.
    expect(resolvable(from, filePath), `${from} must exist for this case to mean anything`).toBe(true);
    expect(await boundaryMessages(filePath, importing(from))).toEqual([]);
  });
});

describe("import cycles (eslint.config.mjs)", () => {
  let dir;
  beforeAll(() => {
    // A throwaway tree shaped like the project's src/, linted with the project's config.
    dir = mkdtempSync(path.join(os.tmpdir(), "upstep-lint-cycle-"));
    mkdirSync(path.join(dir, "src", "lib"), { recursive: true });
    writeFileSync(path.join(dir, "src/lib/a.ts"), 'import { b } from "./b";\nexport const a = (): number => b() + 1;\n');
    writeFileSync(path.join(dir, "src/lib/b.ts"), 'import { a } from "./a";\nexport const b = (): number => a() - 1;\n');
    writeFileSync(path.join(dir, "src/lib/c.ts"), 'import { a } from "./a";\nexport const c = (): number => a();\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports a cycle and not a plain import", async () => {
    const cycleEslint = new ESLint({
      cwd: dir,
      overrideConfigFile: configFile,
      overrideConfig: { settings: { react: { version: "19.0" } }, rules: { "@next/next/no-html-link-for-pages": "off" } },
    });
    const results = await cycleEslint.lintFiles(["src/lib/a.ts", "src/lib/c.ts"]);
    const byFile = Object.fromEntries(results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId)]));
    expect(byFile["a.ts"]).toContain("import/no-cycle");
    expect(byFile["c.ts"]).not.toContain("import/no-cycle");
  });
});
