import type { ReactNode } from "react";
import type { Where } from "@/components/filters/filters-to-where";
import type { ApiRecord } from "@/lib/client/api";

/**
 * What a hand-made list page (listOverrides) adds to the generated ModelList, so it keeps the filters,
 * search, sort, paging and bulk actions instead of copying them.
 */

/** A preset view offered next to the filters (e.g. "My lessons"), kept in the URL as `scope=<id>`. */
export interface ListScope {
  id: string;
  label: string;
  /** ANDed with the user's filters and search. */
  where?: Where;
  /** Shown when the preset alone (no filters or search) matches nothing. */
  empty?: string;
}

export interface ListExtras {
  /** The first one is the default: it is what a plain URL shows and it leaves no `scope` param. */
  scopes?: readonly ListScope[];
  /** Cell renderers by field name replacing the generated ones; the title cell still links to the record. */
  cells?: Partial<Record<string, (record: ApiRecord) => ReactNode>>;
}
