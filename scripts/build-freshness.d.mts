export declare const BUILD_SOURCES: readonly string[];
export declare function buildReason(root: string, distDir?: string): string | null;
export declare function withoutFaketime(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
