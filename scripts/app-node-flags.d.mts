/** Types of ./app-node-flags.mjs. */
export declare const APP_NODE_FLAGS: readonly string[];
