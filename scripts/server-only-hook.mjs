// Lets scripts run server modules outside Next: "server-only" (which throws outside React Server
// Components) resolves to an empty module, as tests/support/server-only.ts does for vitest.
import { register } from "node:module";

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
