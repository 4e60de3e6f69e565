/**
 * Which environment a request belongs to, from its host name: the first label
 * of the host is `local`, `dev`, `stage` or `production`; `localhost`, `127.0.0.1` and `[::1]` are
 * `local` too. Anything else is not ours: null ("Invalid domain name").
 */
export const ENVIRONMENTS = ["local", "dev", "stage", "production"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const INVALID_DOMAIN_MESSAGE = "Invalid domain name";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The host name without its port, lower-cased; "" when absent or malformed. */
export function hostName(host: string | null | undefined): string {
  if (typeof host !== "string") return "";
  const value = host.trim().toLowerCase();
  if (value === "") return "";
  if (value.startsWith("[")) {
    // IPv6 literal: "[::1]" or "[::1]:3000"
    const end = value.indexOf("]");
    if (end < 0) return "";
    const rest = value.slice(end + 1);
    if (rest !== "" && !/^:\d{1,5}$/.test(rest)) return "";
    return value.slice(0, end + 1);
  }
  const colon = value.indexOf(":");
  if (colon >= 0) {
    const port = value.slice(colon + 1);
    if (!/^\d{1,5}$/.test(port)) return "";
    return value.slice(0, colon);
  }
  return value;
}

export function environmentFromHost(host: string | null | undefined): Environment | null {
  const name = hostName(host);
  if (name === "") return null;
  if (LOCAL_HOSTS.has(name)) return "local";
  // A host name is letters, digits, hyphens and dots; anything else is not a name we serve.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/.test(name)) return null;
  const first = name.split(".")[0];
  return (ENVIRONMENTS as readonly string[]).includes(first) ? (first as Environment) : null;
}
