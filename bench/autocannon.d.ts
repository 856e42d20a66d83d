// autocannon ships no types (and only one dev dependency was added for the benchmarks): the part of
// its programmatic API that bench/http-bench.ts uses, from its README (autocannon 9).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Return the request to send (a changed copy is fine); falsy restarts from the first request. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null | undefined;
    };

    type Options = {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      pipelining?: number;
      headers?: Record<string, string>;
      requests?: Request[];
      title?: string;
    };

    /** hdr-histogram-percentiles-obj: average/mean/stddev/min/max and p0_001 .. p99_999 (no p95). */
    type Stats = {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p0_001: number;
      p0_01: number;
      p0_1: number;
      p1: number;
      p2_5: number;
      p10: number;
      p25: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
      p99_99: number;
      p99_999: number;
    };

    type Result = {
      title?: string;
      url: string;
      connections: number;
      duration: number;
      start: Date;
      finish: Date;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      "1xx": number;
      "2xx": number;
      "3xx": number;
      "4xx": number;
      "5xx": number;
      statusCodeStats: Record<string, { count: number }>;
      /** Milliseconds, 2xx responses only, whole-millisecond resolution. */
      latency: Stats & { totalCount: number };
      /** Requests per second, sampled each second. */
      requests: Stats & { sent: number };
      /** Bytes per second, sampled each second. */
      throughput: Stats;
    };

    interface Instance extends EventEmitter {
      stop(): void;
      on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(options: autocannon.Options, callback: (err: Error | null, result: autocannon.Result) => void): autocannon.Instance;

  export = autocannon;
}
