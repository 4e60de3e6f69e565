/**
 * The search page's own search field: a plain GET form to /search, so it works before any script
 * has loaded. Props: defaultValue (the query searched).
 */
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { pages } from "@/lib/pages";
import { QUICK_SEARCH_MAX_LENGTH } from "@/lib/search/quick-search";
import { QUICK_SEARCH_MESSAGES } from "@/lib/search/messages";

export function QuickSearchForm({ defaultValue }: { defaultValue: string }) {
  return (
    <form action={pages.search.href()} method="get" role="search" className="flex gap-2">
      <label htmlFor="quick-search-q" className="sr-only">
        {QUICK_SEARCH_MESSAGES.label}
      </label>
      <Input
        id="quick-search-q"
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={QUICK_SEARCH_MAX_LENGTH}
        placeholder={QUICK_SEARCH_MESSAGES.placeholder}
        autoComplete="off"
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
