// Loaded with `node --import` before tsx by the worker process (scripts/start.mjs): the worker runs the
// app's server modules outside Next, where the "server-only" guard would throw (it only allows Next's
// react-server build). Here the guard resolves to the package's own empty module; React stays the
// ordinary build, so react-dom/server can render the mail templates.
import { registerHooks } from "node:module";

const empty = new URL("../../node_modules/server-only/empty.js", import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "server-only") return { url: empty, shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
