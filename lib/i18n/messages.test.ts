/**
 * @jest-environment node
 */
// Both message catalogues must offer exactly the same nested keys (a key missing in one language would show the raw
// key to its readers), and no message may be empty.
import en from '../../messages/en.json';
import id from '../../messages/id.json';

type Catalogue = Record<string, unknown>;

function isBranch(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null;
}

/** Dotted paths of every leaf; an empty object or array counts as a leaf, so that it is reported as empty. */
function leafPaths(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isBranch(value) && Object.keys(value).length > 0 ? leafPaths(value, path) : [path];
  });
}

function valueAt(catalogue: Catalogue, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isBranch(node) ? node[key] : undefined), catalogue);
}

function isEmptyMessage(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (isBranch(value)) return Object.keys(value).length === 0;
  return value === null || value === undefined;
}

const catalogues: Record<string, Catalogue> = { id, en };

describe('message catalogues', () => {
  it('id and en have exactly the same nested keys', () => {
    const idKeys = new Set(leafPaths(id));
    const enKeys = new Set(leafPaths(en));
    const missing = {
      missingInEn: [...idKeys].filter((key) => !enKeys.has(key)),
      missingInId: [...enKeys].filter((key) => !idKeys.has(key)),
    };
    expect(missing).toEqual({ missingInEn: [], missingInId: [] });
  });

  it.each(Object.keys(catalogues))('%s has no empty message', (language) => {
    const catalogue = catalogues[language];
    const emptyKeys = leafPaths(catalogue).filter((path) => isEmptyMessage(valueAt(catalogue, path)));
    expect(emptyKeys).toEqual([]);
  });

  it('the catalogues are not empty', () => {
    expect(leafPaths(id).length).toBeGreaterThan(0);
  });
});
