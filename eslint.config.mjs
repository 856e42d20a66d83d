// ESLint flat config: Next's core-web-vitals + TypeScript rules, plus the import direction of
// /work/shared/CONVENTIONS.md ("lib, db, components -> features -> app", one way).
//
// Boundaries use eslint-plugin-import's `no-restricted-paths` (shipped with eslint-config-next) on the
// paths that the TypeScript resolver gives back, so `@/...` aliases and relative imports are judged
// alike (eslint-plugin-boundaries would do too; these few globs are enough and easy to read).
// scripts/lint-boundaries.test.mjs proves every rule below reports what it should, and only that.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtinRules } from "eslint/use-at-your-own-risk";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const root = path.dirname(fileURLToPath(import.meta.url));
const src = (p) => path.join(root, "src", p);

/** Feature folders on disk now; a new folder is covered the next time ESLint starts. */
function featureNames() {
  try {
    return readdirSync(src("features"), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

// What one feature may import from another: its reads, types, schemas and components, and the one
// path for telling a person something (issue 13): notifications' notify() and the live event shapes
// it shares with the realtime hub, and the hub's publishLive() and its browser listeners (client/hub-events.ts).
const FEATURE_PUBLIC = ["server/queries.ts", "types.ts", "schemas.ts", "components/**", "live-event.ts", "server/notify.ts", "server/publish.ts", "client/hub-events.ts"];

const boundaryZones = [
  {
    target: ["./src/features", "./src/lib", "./src/db", "./src/components", "./src/seed"],
    from: "./src/app",
    message: "Routes (src/app) sit on top: features, lib, db, components and the seed must not import from them.",
  },
  {
    target: ["./src/lib", "./src/db", "./src/components/ui"],
    from: "./src/features",
    message: "lib, db and components/ui are below features and must not import them (components/providers may).",
  },
  {
    // lib reads and writes through db (flags, auth, rate limits), so db takes only its configuration
    // from lib: no two-way dependency between them (decision 012).
    target: "./src/db",
    from: "./src/lib",
    except: ["./env.ts"],
    message: "db sits below lib and may import only lib/env (the setup step in src/seed syncs the flags).",
  },
  {
    // The seed and the setup step compose db, lib and features, like a route: they run from
    // `npm run db:setup` and bench/, and nothing else in src imports them (tests may; decision 012).
    target: ["./src/!(seed)/**", "./src/*"],
    from: "./src/seed",
    message: "The seed (src/seed) is a composition root run by the setup step and bench/: the app must not import it.",
  },
  ...featureNames().map((name) => ({
    target: `./src/features/${name}/**`,
    from: `${src("features")}/**`,
    except: [`${src("features")}/${name}/**`, ...FEATURE_PUBLIC.map((p) => `${src("features")}/*/${p}`)],
    message: `A feature may use another feature only through its ${FEATURE_PUBLIC.join(", ")}.`,
  })),
];

// ESLint's own "recommended" rules (what @eslint/js ships, read from ESLint itself so no extra
// package is needed). eslint-config-next leaves them out; typescript-eslint, which comes after,
// switches off the ones TypeScript already checks (no-undef, no-redeclare, ...).
const coreRecommended = Object.fromEntries(
  [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended && !rule.meta.deprecated).map(([name]) => [name, "error"]),
);

const config = [
  {
    ignores: [
      ".next/**",
      ".next*/**",
      ".data/**",
      ".data*/**",
      "node_modules/**",
      "src/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
      "bench/.results/**",
    ],
  },
  { name: "upstep/eslint-recommended", rules: { ...coreRecommended, "no-empty": ["error", { allowEmptyCatch: true }] } },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // An unused name is allowed when it starts with "_" (placeholders in signatures and destructuring).
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", destructuredArrayIgnorePattern: "^_" }],
      // Only says the React Compiler would skip a component (e.g. react-hook-form's watch()); this
      // app does not use the compiler (next.config.ts has no reactCompiler), so it is noise here.
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx,mts,cts,js,jsx,mjs}"],
    // Tests sit on top of everything: an integration test may call a route handler. So do the test
    // helpers kept beside a feature (*.testing.ts), which may load the seed's reference data.
    ignores: ["src/**/*.test.{ts,tsx}", "src/**/*.testing.{ts,tsx}", "src/testing/**"],
    rules: {
      "import/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx,mts,cts,js,jsx,mjs}"],
    // import/ignore: never parse packages while following the graph (PGlite's bundles overflow the
    // parser's stack, and a cycle through a package is not ours to fix).
    settings: { "import/ignore": ["node_modules"] },
    // It skips type-only imports (`import type`, `import { type X }`): scripts/lint-boundaries.test.mjs
    // checks src's whole import graph, types included, for cycles.
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Node scripts and configs: plain ESM run by Node, not bundled by Next.
    files: ["scripts/**/*.mjs", "*.config.{mjs,mts,ts}", "*.mjs"],
    rules: { "import/no-anonymous-default-export": "off" },
  },
];

export default config;
