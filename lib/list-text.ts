/** "a", "a and b", "a, b and c": a list in a sentence (the timeline's summaries, the personal-data refusal, the dog form's defaults). */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
