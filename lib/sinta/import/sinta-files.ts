// The vendored SINTA file, relative to the data folder (see data/SOURCES.md): one row per SINTA profile, July 2025.
import path from 'node:path';

export const sintaFile = path.join('sinta', 'sinta-2025-07.csv.gz');
