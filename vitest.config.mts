import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, "src"), "server-only": path.resolve(import.meta.dirname, "src/testing/server-only-stub.ts") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.mjs"],
          exclude: ["src/**/*.int.test.ts", "node_modules/**"],
          setupFiles: ["src/testing/setup-env.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["src/**/*.int.test.ts"],
          setupFiles: ["src/testing/setup-env.ts", "src/testing/setup-next-cache.ts", "src/testing/setup-db.ts"],
          globalSetup: ["src/testing/global-setup.ts"],
          // One database per worker, kept for all of that worker's files and emptied between them.
          isolate: false,
          pool: "forks",
          maxWorkers: 2,
          fileParallelism: true,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
