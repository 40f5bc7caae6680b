// One row of a predatory list as read from its file, before the lists are merged. `position` keeps the file's order
// so that the merged list (and its first name for a shared link) does not depend on how the rows were read.
import type { ListSourceId } from '../list-sources';

export interface RawListEntry {
  source: ListSourceId;
  name: string;
  link: string | null;
  /** ISO instant from which the list shows the entry, where the list says (predatoryjournals.org's "Since"). */
  listedSince: string | null;
  position: number;
}
