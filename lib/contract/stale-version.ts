/** A stale edit (409): its status and sentence, zod-free (lib/contract/versioned.ts re-exports them beside the version fields). */
/** The HTTP status of a stale edit. */
export const STALE_VERSION_STATUS = 409;

/** The sentence of a stale edit, e.g. "This order was changed by someone else since you opened it. …". */
export const staleVersionMessage = (noun: string) => `This ${noun} was changed by someone else since you opened it. Reload it to see the current version.`;
