/** The bench's bare route handler (server/bff/proxy/bench-bare.ts): 404 unless the bench started this server. */
import { getConfig } from "@/server/bff/config/config";
import { benchBareHandler } from "@/server/bff/proxy/bench-bare";

export const dynamic = "force-dynamic";

export const GET = (request: Request) => benchBareHandler(request, { config: getConfig() });
