// The `compression` middleware Next bundles and uses itself; src/server/security-headers.ts runs it in front of
// Next so that responses are compressed after their nonce is written (decision 014).
declare module "next/dist/compiled/compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function compression(options?: { threshold?: number | string; level?: number }): (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
}
