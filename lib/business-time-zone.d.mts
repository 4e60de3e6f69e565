export declare const DEFAULT_BUSINESS_TIME_ZONE: "America/New_York";
