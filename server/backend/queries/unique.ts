import { sqlStateOf } from "../db/client";

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), on either driver (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23505";
}
