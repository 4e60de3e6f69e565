/**
 * Where the browser reaches the proxy: `/api/upstream/<upstream path>` (app/api/upstream/[...path]).
 * Alone in its module so the browser's fetch helper (lib/client/api.ts) does not import the proxy's
 * route table and with it every schema of the contract (issue 23). Isomorphic.
 */
export const UPSTREAM_PROXY_PREFIX = "/api/upstream/";
