/**
 * The layering rules of eslint.config.mjs fail on a violation (and stay quiet on the allowed
 * imports): each fixture is linted as if it lived at the given path. The real tree is held to
 * them by `npm run lint` (eslint --max-warnings=0).
 */
import { join } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // Loading the config and its plugins is the slow part: once, here.
  await eslint.lintText("export {};\n", { filePath: join(ROOT, "server/bff/fixture.ts") });
}, 120_000);

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result!.messages
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "layering/client-imports")
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const exportsOf = (names: string) => `\nexport const used = [${names}];\n`;

describe("layering lint rules", () => {
  it("the BFF (server/bff/) never imports the embedded API", async () => {
    expect(await layeringErrors("server/bff/proxy/fixture.ts", `import { zodFieldErrors } from "../../backend/http/validate";${exportsOf("zodFieldErrors")}`)).toHaveLength(1);
    expect(await layeringErrors("server/bff/fixture.ts", `import { createApp } from "@/server/backend/app";${exportsOf("createApp")}`)).toHaveLength(1);
    expect(await layeringErrors("server/bff/proxy/fixture.ts", `import { zodFieldErrors } from "../../../lib/contract/field-errors";${exportsOf("zodFieldErrors")}`)).toEqual([]);
    expect(await layeringErrors("server/bff/proxy/fixture.ts", `import { getConfig } from "../config/config";${exportsOf("getConfig")}`)).toEqual([]);
  });

  it("the embedded API (server/backend/) never imports the BFF", async () => {
    expect(await layeringErrors("server/backend/auth/fixture.ts", `import { memoryLimiter } from "../../bff/store/throttle";${exportsOf("memoryLimiter")}`)).toHaveLength(1);
    expect(await layeringErrors("server/backend/fixture.ts", `import { getConfig } from "@/server/bff/config/config";${exportsOf("getConfig")}`)).toHaveLength(1);
    expect(await layeringErrors("server/backend/auth/fixture.ts", `import { memoryLimiter } from "../../../lib/failure-throttle";${exportsOf("memoryLimiter")}`)).toEqual([]);
    expect(await layeringErrors("server/backend/auth/fixture.ts", `import { createApp } from "../app";${exportsOf("createApp")}`)).toEqual([]);
  });

  it("app/ and components/ never import the embedded API", async () => {
    expect(await layeringErrors("app/(app)/fixture/page.tsx", `import { createApp } from "@/server/backend/app";${exportsOf("createApp")}`)).toHaveLength(1);
    expect(await layeringErrors("components/fixture.tsx", `import { getAccountDetail } from "../server/backend/queries/customers";${exportsOf("getAccountDetail")}`)).toHaveLength(1);
    expect(await layeringErrors("app/(app)/fixture/page.tsx", `import { upstreamCall } from "@/server/bff/upstream/upstream";${exportsOf("upstreamCall")}`)).toEqual([]);
  });

  it("lib/ never imports server/ (nor server-only)", async () => {
    expect(await layeringErrors("lib/fixture.ts", `import { getConfig } from "../server/bff/config/config";${exportsOf("getConfig")}`)).toHaveLength(1);
    expect(await layeringErrors("lib/contract/fixture.ts", `import { getConfig } from "@/server/bff/config/config";${exportsOf("getConfig")}`)).toHaveLength(1);
    expect(await layeringErrors("lib/fixture.ts", `import "server-only";${exportsOf("1")}`)).toHaveLength(1);
    expect(await layeringErrors("lib/fixture.ts", `import { z } from "zod";${exportsOf("z")}`)).toEqual([]);
  });

  it("sonner's code is imported only by the toast facade (lib/client/toast.ts); its types anywhere", async () => {
    expect(await layeringErrors("components/customers/fixture.tsx", `"use client";\nimport { toast } from "sonner";${exportsOf("toast")}`)).toHaveLength(1);
    expect(await layeringErrors("lib/client/fixture.ts", `import { Toaster } from "sonner";${exportsOf("Toaster")}`)).toHaveLength(1);
    expect(await layeringErrors("components/fixture.tsx", `import type { ExternalToast } from "sonner";\nexport type T = ExternalToast;\n`)).toEqual([]);
    expect(await layeringErrors("components/fixture.tsx", `import { toast } from "@/components/ui/toaster";${exportsOf("toast")}`)).toEqual([]);
    expect(await layeringErrors("lib/client/toast.ts", `import { toast } from "sonner";${exportsOf("toast")}`)).toEqual([]);
  });

  it('client components ("use client") never import server modules nor server-only', async () => {
    const client = (imports: string, names: string) => `"use client";\n${imports}${exportsOf(names)}`;
    expect(await layeringErrors("components/customers/fixture.tsx", client(`import { upstreamCall } from "@/server/bff/upstream/upstream";`, "upstreamCall"))).toHaveLength(1);
    expect(await layeringErrors("components/fixture.tsx", client(`import { getConfig } from "../server/bff/config/config";`, "getConfig"))).toHaveLength(1);
    expect(await layeringErrors("app/(public)/fixture/form.tsx", client(`import "server-only";`, "1"))).toHaveLength(1);
    expect(await layeringErrors("lib/client/fixture.ts", client(`import { getLogger } from "../../server/bff/logger";`, "getLogger")).then((e) => e.length)).toBeGreaterThan(0);
    // A server component may; a client component may use lib/.
    expect(await layeringErrors("components/fixture.tsx", `import { upstreamCall } from "@/server/bff/upstream/upstream";${exportsOf("upstreamCall")}`)).toEqual([]);
    expect(await layeringErrors("components/fixture.tsx", client(`import { callApi } from "@/lib/client/api";`, "callApi"))).toEqual([]);
  });
});
