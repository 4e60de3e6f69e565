/** Random secrets and their stored form: tokens are stored as SHA-256, never in clear. */
import { createHash, randomBytes } from "node:crypto";

/** 160+ bits of randomness, hex. */
export const newSecret = (bytes = 20) => randomBytes(bytes).toString("hex");
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");
