/* Small helpers shared by the benchmark scripts: percentiles, formatting, the machine. */
import { execFileSync } from "node:child_process";
import os from "node:os";

export type Summary = { n: number; mean: number; p50: number; p95: number; p99: number; max: number; min: number };

/** Nearest-rank percentile of an ascending array (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  const n = list.length;
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    n,
    mean: round(n ? list.reduce((s, v) => s + v, 0) / n : NaN),
    p50: round(percentile(list, 50)),
    p95: round(percentile(list, 95)),
    p99: round(percentile(list, 99)),
    max: round(n ? list[n - 1]! : NaN),
    min: round(n ? list[0]! : NaN),
  };
}

export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return "-";
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 100) return `${Math.round(ms)} ms`;
  return `${ms.toFixed(1)} ms`;
}

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.versions.node,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** The commit the benchmark ran on, and whether src/ had uncommitted changes (null outside git). */
export function gitRevision(): { commit: string; srcDirty: boolean } | null {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "src"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return { commit, srcDirty: dirty.length > 0 };
  } catch {
    return null;
  }
}
