/** Types of security-headers.mjs (see there). */
export declare const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare const HSTS_VALUE: string;
export declare const NO_CONTENT_CSP: string;
