// Proves the import rules of eslint.config.mjs: the one-way direction lib/db/components -> features
// -> app, db below lib, the seed (src/seed) as a composition root nothing imports, features talking
// to each other only through their public files, and no import cycles. Runs the real config through
// ESLint's Node API on code that is never written into src/. import/no-cycle skips type-only
// imports, so the last block checks src's whole import graph, types included, with TypeScript.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";
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
const SEED = "@/seed/demo";

/** Whether an import names a real file; the rule says nothing about imports it cannot resolve. */
function resolvable(from, filePath) {
  const base = from.startsWith("@/") ? path.join(root, "src", from.slice(2)) : path.resolve(root, path.dirname(filePath), from);
  return ["", ".ts", ".tsx", "/index.ts"].some((ext) => existsSync(base + ext));
}

// ESLint with the project's config and TypeScript over all of src are heavy: a case took over Vitest's
// 5 s default on a loaded 2-core machine, so these blocks have an honest timeout.
const HEAVY = { timeout: 60_000 };

const importing = (from, name = "x") => `import * as ${name} from "${from}";\nexport const used = ${name};\n`;

describe("import boundaries (eslint.config.mjs)", HEAVY, () => {
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
    ["db importing lib/flags (the setup step syncs flags, not migrate)", "src/db/probe.ts", "@/lib/flags/server", /db sits below lib/],
    ["db importing lib other than env", "src/db/probe.ts", "@/lib/slugify", /db sits below lib/],
    ["the seed importing a route", "src/seed/probe.ts", APP_ROUTE, /Routes \(src\/app\)/],
    ["a route importing the seed", "src/app/probe/page.tsx", SEED, /composition root/],
    ["a feature importing the seed", "src/features/jobs/server/probe.ts", SEED, /composition root/],
    ["a feature importing the seed by relative path", "src/features/jobs/server/probe.ts", "../../../seed/demo", /composition root/],
    ["lib importing the seed", "src/lib/probe.ts", SEED, /composition root/],
    ["db importing the seed", "src/db/probe.ts", SEED, /composition root/],
    ["components importing the seed", "src/components/providers/probe.tsx", SEED, /composition root/],
    ["the server importing the seed", "src/server/probe.ts", SEED, /composition root/],
    ["a file at the top of src importing the seed", "src/probe.ts", SEED, /composition root/],
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
    ["a feature telling a person something through notifications' notify()", "src/features/jobs/server/probe.ts", "@/features/notifications/server/notify"],
    ["a feature importing its own internals", "src/features/app-context/components/probe.tsx", FEATURE_INTERNAL],
    ["components/providers importing a feature (providers compose features)", "src/components/providers/probe.tsx", FEATURE_TYPES],
    ["a route importing a feature's internals", "src/app/probe/page.tsx", FEATURE_INTERNAL],
    ["lib importing db", "src/lib/probe.ts", "@/db/schema"],
    ["a test importing a route", "src/lib/probe.int.test.ts", APP_ROUTE],
    ["db importing lib/env", "src/db/probe.ts", "@/lib/env"],
    ["the seed importing a feature's internals", "src/seed/probe.ts", FEATURE_INTERNAL],
    ["the seed importing lib/flags", "src/seed/probe.ts", "@/lib/flags/server"],
    ["the seed importing db", "src/seed/probe.ts", "@/db/migrate"],
    ["the seed importing its own files", "src/seed/jobs/probe.ts", "../demo"],
    ["a test importing the seed", "src/features/jobs/server/probe.int.test.ts", SEED],
    ["the test helpers importing the seed", "src/testing/probe.ts", SEED],
    ["a feature's test helper (*.testing.ts) importing the seed", "src/features/jobs/server/probe.testing.ts", SEED],
  ])("allows %s", async (_name, filePath, from) => {
    // Else the case would pass without proving anything.
    expect(resolvable(from, filePath), `${from} must exist for this case to mean anything`).toBe(true);
    expect(await boundaryMessages(filePath, importing(from))).toEqual([]);
  });
});

/** A throwaway tree shaped like the project's src/, with the given files in src/lib; returns its root. */
function libFixture(prefix, files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  mkdirSync(path.join(dir, "src", "lib"), { recursive: true });
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, "src", "lib", name), code);
  return dir;
}

describe("import cycles (eslint.config.mjs)", HEAVY, () => {
  let dir;
  beforeAll(() => {
    // Linted with the project's config.
    dir = libFixture("upstep-lint-cycle-", {
      "a.ts": 'import { b } from "./b";\nexport const a = (): number => b() + 1;\n',
      "b.ts": 'import { a } from "./a";\nexport const b = (): number => a() - 1;\n',
      "c.ts": 'import { a } from "./a";\nexport const c = (): number => a();\n',
    });
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

// Every file's imports as TypeScript resolves them (tsconfig paths, index files, .tsx), type-only
// imports, re-exports and import() included; imports leaving `dir` (packages) are dropped.
function importGraph(dir) {
  const options = { baseUrl: root, paths: { "@/*": ["./src/*"] }, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, resolveJsonModule: true };
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ts|tsx|mts|cts)$/.test(d.name) && !d.name.endsWith(".d.ts"))
    .map((d) => path.join(d.parentPath, d.name));
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map((ref) => ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule)
        .filter((m) => m && !m.isExternalLibraryImport && m.resolvedFileName.startsWith(dir + path.sep))
        .map((m) => path.resolve(m.resolvedFileName));
      return [file, new Set(targets)];
    }),
  );
}

/** Tarjan's strongly connected components: each cycle once, as the files that form it. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.lastIndexOf(file));
    if (component.length > 1 || graph.get(file)?.has(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("import cycles with type-only imports (TypeScript's import graph)", HEAVY, () => {
  let dir;
  beforeAll(() => {
    // a <-> b through `import type` only, c -> d by value and d -> c by an inline type specifier:
    // import/no-cycle reports neither (checked when this test was written); e -> a is no cycle.
    dir = libFixture("upstep-type-cycle-", {
      "a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
      "c.ts": 'import { d } from "./d";\nexport type C = number;\nexport const c = d;\n',
      "d.ts": 'import { type C } from "./c";\nexport const d: C = 1;\n',
      "e.ts": 'import type { A } from "./a";\nexport type E = A;\n',
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds a cycle made of type-only imports, and only the files in it", () => {
    const found = cycles(importGraph(dir)).map((c) => c.map((f) => path.basename(f)));
    expect(found.sort()).toEqual([
      ["a.ts", "b.ts"],
      ["c.ts", "d.ts"],
    ]);
  });

  it("src has no import cycle, type-only imports included", () => {
    const graph = importGraph(path.join(root, "src"));
    // Else an alias that stopped resolving would make this pass without proving anything.
    expect([...graph.values()].reduce((n, targets) => n + targets.size, 0)).toBeGreaterThan(graph.size);
    expect(cycles(graph).map((c) => c.map((f) => path.relative(root, f)))).toEqual([]);
  });
});
