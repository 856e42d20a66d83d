/*
 * Starts a benchmark's server script (a bare Node http server around the app's own route handlers)
 * in a child process on the project's TypeScript loader, and resolves once it prints its
 * `{"listening": port}` line. The child's stdin is this process's pipe, so the server ends with the
 * benchmark that started it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const ROOT = path.resolve(import.meta.dirname, "..");

export function startBenchServer(
  script: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, "--conditions=react-server", "--import", "tsx", script],
    { cwd: ROOT, env, stdio: ["pipe", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.includes('"listening"')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}
