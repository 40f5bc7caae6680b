// A data file the importer refuses: its message names the file and line, for an operator to fix and run again.
// Thrown before anything is written, so a refused file never leaves the catalogue half-imported.
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}
