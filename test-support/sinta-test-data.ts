// Integration tests only: SINTA rows with plausible values and a random tag, so each test states only what it is
// about. Profile ids from 990,000,000 up, beyond SINTA's own numbering.
import { db } from '../lib/core/db';
import type { SintaJournal } from '../lib/generated/prisma/client';

let next = 990_000_000 + Math.floor(Math.random() * 9_000_000);

export function sintaFixture(overrides: Partial<SintaJournal> = {}): Omit<SintaJournal, 'importedAt' | 'updatedAt'> {
  const id = overrides.id ?? (next += 1);
  return {
    id,
    title: 'Fixture Jurnal Pengujian',
    profileUrl: `https://sinta.kemdikbud.go.id/journals/profile/${id}`,
    googleScholarUrl: null,
    websiteUrl: `https://fixture-${id}.example.org/index.php/jfp`,
    editorUrl: null,
    pIssn: null,
    eIssn: null,
    issns: [],
    subjectAreas: [],
    affiliation: 'Universitas Fixture',
    accreditation: 3,
    isScopusIndexed: false,
    isGarudaIndexed: false,
    impact: 1.5,
    h5Index: 4,
    citations5Years: 100,
    citations: 120,
    doajKey: null,
    ...overrides,
  };
}

export async function insertTestSintaJournals(rows: Partial<SintaJournal>[]): Promise<number[]> {
  const journals = rows.map((row) => sintaFixture(row));
  await db.sintaJournal.createMany({ data: journals });
  return journals.map((journal) => journal.id);
}

export async function deleteTestSintaJournals(ids: number[]): Promise<void> {
  await db.sintaJournal.deleteMany({ where: { id: { in: ids } } });
}
