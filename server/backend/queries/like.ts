/** LIKE patterns from user text: `%`, `_` and `\` in the text match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);
/** "contains" pattern. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;
