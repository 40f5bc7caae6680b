// The vendored DOAJ journal list (data/SOURCES.md): its path in the data folder and its day. The file has no date of
// its own; it was published on 2025-02-09, so it was exported on or before that day.
import path from 'node:path';

export const vendoredDoaj = {
  file: path.join('doaj', 'doaj-journals-2025-02-8col.csv.gz'),
  asOf: '2025-02-09',
} as const;
