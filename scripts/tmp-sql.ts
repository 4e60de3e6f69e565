import { drizzle } from "drizzle-orm/node-postgres";
import { customerSearchStatements } from "../server/backend/queries/customers";
const db = drizzle.mock() as never;
const q = customerSearchStatements(db, JSON.parse(process.argv[2]!), { limit: 10, offset: 0 });
for (const s of [q.count, q.page]) { const { sql, params } = (s as any).toSQL(); let t = sql; params.forEach((p: unknown, i: number) => { t = t.replace(new RegExp(`\\$${i + 1}(?!\\d)`), `'${String(p).replace(/'/g, "''")}'`); }); console.log(t + ";"); }
