// Integration tests only: the small tagged catalogue a test file works on (journals, SINTA journals, signed-in
// viewers), inserted before its tests and deleted after them, so each file states only what it is about.
import type { Journal, SintaJournal } from '../lib/generated/prisma/client';
import { refreshRecommendIndex } from '../lib/recommend/recommend-index-holder';
import { createTestViewer, deleteTestJournals, deleteTestViewers, insertTestJournals, type TestViewer } from './journal-test-data';
import { deleteTestSintaJournals, insertTestSintaJournals } from './sinta-test-data';

type ViewerKind = 'free' | 'premium';

export interface TestCatalogueSetup {
  /** Written into every viewer's name, so the file's rows never meet another file's. */
  tag: string;
  journals?: () => Partial<Journal>[];
  sintaJournals?: () => Partial<SintaJournal>[];
  /** The signed-in viewers, in this order; each kind at most once. */
  viewers?: ViewerKind[];
  /** Rebuild the recommendation index from the database once the rows are in, and again once they are gone. */
  indexed?: boolean;
  /** Whatever else the file needs once the rows are in (metrics, list entries), and undoes before they go. */
  afterInsert?: () => Promise<void>;
  beforeDelete?: () => Promise<void>;
}

export interface TestCatalogue {
  journalIds: bigint[];
  sintaIds: number[];
  /** Filled in before the first test runs: hold on to the object, not to its fields. */
  viewer: Record<ViewerKind, TestViewer>;
}

/** Declares the file's beforeAll and afterAll; returns the catalogue they fill. */
export function withTestCatalogue(setup: TestCatalogueSetup): TestCatalogue {
  const kinds = setup.viewers ?? [];
  const catalogue: TestCatalogue = {
    journalIds: [],
    sintaIds: [],
    viewer: { free: { id: '', token: '' }, premium: { id: '', token: '' } },
  };
  // The index is rebuilt from the whole database: a few seconds on a busy machine.
  const timeout = setup.indexed ? 60_000 : undefined;

  beforeAll(async () => {
    catalogue.journalIds = setup.journals ? await insertTestJournals(setup.journals()) : [];
    catalogue.sintaIds = setup.sintaJournals ? await insertTestSintaJournals(setup.sintaJournals()) : [];
    for (const kind of kinds) {
      Object.assign(catalogue.viewer[kind], await createTestViewer(setup.tag, kind));
    }
    await setup.afterInsert?.();
    if (setup.indexed) await refreshRecommendIndex();
  }, timeout);

  afterAll(async () => {
    await setup.beforeDelete?.();
    await deleteTestViewers(kinds.map((kind) => catalogue.viewer[kind]));
    await deleteTestSintaJournals(catalogue.sintaIds);
    await deleteTestJournals(catalogue.journalIds);
    if (setup.indexed) await refreshRecommendIndex();
  }, timeout);

  return catalogue;
}
