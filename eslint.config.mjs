import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * Layering (docs/architecture.md): the BFF (app/, components/, server/bff/) and the embedded API
 * (server/backend/) are siblings that never import each other: what they share lives in lib/.
 * lib/ never imports server/;
 * client components ("use client") never import server/ modules or `server-only`. Tests and
 * scripts are outside these rules (they may use the embedded API's seed and demo constants).
 * Proven by tests/unit/eslint-layering.test.ts.
 */
const FROM_SERVER = "^(@/|(\\.\\./)+|\\./)server(/|$)";
const FROM_BACKEND = "^(@/|(\\.\\./)+|\\./)server/backend(/|$)";
/** From inside server/: the sibling folder, by alias or by relative path. */
const siblingOf = (folder) => `^(@/server/${folder}|(\\.\\./)+(server/)?${folder})(/|$)`;
const BACKEND_MESSAGE = "The BFF never imports the embedded API (server/backend/): share code through lib/ (e.g. lib/contract).";
const BFF_MESSAGE = "The embedded API never imports the BFF (server/bff/): share code through lib/.";
const LIB_MESSAGE = "lib/ is isomorphic and never imports server/: move the shared code into lib/.";

const noBackend = { regex: FROM_BACKEND, message: BACKEND_MESSAGE };

/**
 * Sonner's code loads with the first toast (issue 23): only lib/client/toast.ts imports it (and
 * components/ui/toaster.tsx, the outlet, only its types); everything else raises toasts through the
 * kit's `toast` (components/ui/toaster.tsx).
 */
const TOAST_FACADE = ["lib/client/toast.ts", "components/ui/toaster.tsx"];
const noSonner = {
  name: "sonner",
  allowTypeImports: true,
  message: 'Import `toast` from "@/components/ui/toaster": it loads sonner with the first toast (issue 23).',
};

/** A file starting with the "use client" directive may not import server/ modules nor `server-only`. */
const clientImports = {
  meta: {
    type: "problem",
    docs: { description: 'Client components ("use client") never import server modules.' },
    messages: { server: 'A client component ("use client") never imports server modules ({{source}}): use lib/ or a server action.' },
    schema: [],
  },
  create(context) {
    let client = false;
    const serverModule = new RegExp(FROM_SERVER);
    const check = (node) => {
      const source = node.source?.value;
      if (client && typeof source === "string" && (source === "server-only" || serverModule.test(source))) {
        context.report({ node: node.source, messageId: "server", data: { source } });
      }
    };
    return {
      Program(node) {
        client = node.body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "node_modules/**", ".data/**", ".test-data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "server/backend/db/migrations/**"]),
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"],
    ignores: TOAST_FACADE,
    rules: { "no-restricted-imports": ["error", { paths: [noSonner], patterns: [noBackend] }] },
  },
  {
    files: TOAST_FACADE.filter((f) => f.startsWith("components/")),
    rules: { "no-restricted-imports": ["error", { patterns: [noBackend] }] },
  },
  {
    files: ["server/bff/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: siblingOf("backend"), message: BACKEND_MESSAGE }] }] },
  },
  {
    files: ["server/backend/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: siblingOf("bff"), message: BFF_MESSAGE }] }] },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: TOAST_FACADE,
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "server-only", message: LIB_MESSAGE }, noSonner], patterns: [{ regex: FROM_SERVER, message: LIB_MESSAGE }] },
      ],
    },
  },
  {
    files: TOAST_FACADE.filter((f) => f.startsWith("lib/")),
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "server-only", message: LIB_MESSAGE }], patterns: [{ regex: FROM_SERVER, message: LIB_MESSAGE }] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    plugins: { layering: { rules: { "client-imports": clientImports } } },
    rules: { "layering/client-imports": "error" },
  },
]);
