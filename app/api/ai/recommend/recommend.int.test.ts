// POST /api/ai/recommend against a real database: the index is built from rows this file inserts (journals and SINTA
// journals named with a random tag, which the abstracts repeat so that they match only these). Gating (401/403/200),
// validation (400/413, limit bounds), filters after ranking, SINTA inclusion (asked, or by the abstract's language),
// the per-user limit, and no abstract in any log line.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { LexicalRecommender } from '@/lib/recommend/engine/lexical-recommender';
import { createTestViewer, deleteTestViewers, type TestViewer, uniqueTag } from '@/test-support/journal-test-data';
import { captureOutput } from '@/test-support/capture-output';
import { withTestCatalogue } from '@/test-support/with-test-catalogue';
import { POST } from './route';

const tag = uniqueTag();
// 99… is a range of ISSNs no real journal has.
const doajKey = `99${String(Date.now()).slice(-6)}`;
const englishAbstract = `Soft robots with pneumatic actuators grasp delicate fruit; the ${tag} gripper and its ${tag} controller.`;
const indonesianAbstract = `Robot lunak dengan aktuator pneumatik untuk menggenggam buah. Pengendali ${tag} dan penggenggam ${tag}.`;
// Users a test makes for itself, deleted with the rest.
const viewers: TestViewer[] = [];

const categories = (names: string[], quartile: string) => ({
  categoryList: names,
  categoryQuartiles: names.map((name) => ({ name, quartile })),
  categories: names.map((name) => `${name} (${quartile})`).join('; '),
});

const { viewer: { free, premium } } = withTestCatalogue({
  tag,
  viewers: ['free', 'premium'],
  indexed: true,
  journals: () => [
    {
      sourceId: BigInt(990007101), rank: 990001, title: `Soft Robotics ${tag}`, sjrBestQuartile: 'Q1', isOpenAccess: true,
      country: 'United States', areaList: ['Engineering'], apcAmount: 2000, apcCurrency: 'USD', apcSource: 'publisher',
      ...categories(['Control and Systems Engineering', 'Artificial Intelligence'], 'Q1'),
    },
    {
      sourceId: BigInt(990007102), rank: 990002, title: `Robotic Grippers ${tag}`, sjrBestQuartile: 'Q3', isOpenAccess: false,
      country: 'Japan', areaList: ['Computer Science'], apcAmount: null, apcCurrency: null, reviewTimeWeeks: 3,
      ...categories(['Computer Science Applications'], 'Q3'),
    },
    {
      sourceId: BigInt(990007103), rank: 990003, title: `Open Actuators ${tag}`, sjrBestQuartile: 'Q2', isOpenAccess: true,
      isOpenAccessDiamond: true, country: 'Germany', areaList: ['Engineering'], apcAmount: null, apcCurrency: null,
      reviewTimeWeeks: 10, ...categories(['Mechanical Engineering'], 'Q2'),
    },
    {
      sourceId: BigInt(990007104), rank: 990004, title: `Discontinued Robotics ${tag}`, isDiscontinued: true,
      areaList: ['Engineering'], ...categories(['Control and Systems Engineering'], 'Q1'),
    },
  ],
  sintaJournals: () => [
    { title: `Jurnal Robotika ${tag}`, accreditation: 2, subjectAreas: ['Engineering'], websiteUrl: `https://robotika-${tag}.example.ac.id` },
    { title: `Jurnal Aktuator ${tag}`, accreditation: 4, subjectAreas: ['Engineering'], websiteUrl: `https://aktuator-${tag}.example.ac.id` },
  ],
  // Robotic Grippers is in DOAJ (an entry of this file's own, keyed by an ISSN SJR does not use).
  afterInsert: async () => {
    await db.doajJournal.create({
      data: {
        key: doajKey, title: `Robotic Grippers ${tag}`, eIssn: doajKey, issns: [doajKey], languages: ['English'],
        hasSeal: true, licences: ['CC BY'], hasApc: false, origin: 'vendored', asOf: new Date('2025-02-01'),
      },
    });
    await db.journal.update({ where: { sourceId: 990007102n }, data: { doajKey } });
  },
  beforeDelete: async () => {
    await deleteTestViewers(viewers);
    await db.journal.updateMany({ where: { doajKey }, data: { doajKey: null } });
    await db.doajJournal.deleteMany({ where: { key: doajKey } });
  },
});

function post(body: unknown, viewer?: TestViewer, search = ''): Promise<Response> {
  return POST(
    new Request(`http://localhost/api/ai/recommend${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(viewer ? { 'x-auth-token': viewer.token } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

interface RecordBody {
  Sourceid: string;
  Title: string;
  'SJR Best Quartile': string | null;
  Country: string | null;
  type: string;
  score: number;
  reasons: { term: string; field: string; matched: string }[];
}

const ours = (records: RecordBody[]) => records.filter((record) => record.Title.includes(tag)).map((r) => r.Title);

describe('POST /api/ai/recommend gating', () => {
  it('answers 401 to a visitor and to a forged token', async () => {
    expect((await post({ abstract: englishAbstract })).status).toBe(401);
    expect((await post({ abstract: englishAbstract }, { ...premium, token: `${premium.token}x` })).status).toBe(401);
  });

  it('answers 403 premium_required to a free user, whatever the body', async () => {
    for (const body of [{ abstract: englishAbstract }, { abstract: 'short' }]) {
      const response = await post(body, free);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'premiumFeature', code: 'premium_required' });
    }
  });

  it('gives a premium user the records, best first, privately', async () => {
    const response = await post({ abstract: englishAbstract }, premium);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const records = (await response.json()) as RecordBody[];
    expect(records[0]).toEqual({
      Sourceid: '990007101',
      Title: `Soft Robotics ${tag}`,
      Areas: 'Engineering',
      'SJR Best Quartile': 'Q1',
      'Time to Accept': null,
      'Cost APC': 'USD 2,000',
      Country: 'United States',
      Publisher: 'Fixture Press',
      Categories: 'Control and Systems Engineering; Artificial Intelligence',
      'Acceptance Rate': null,
      reviewTime: null,
      acceptanceRate: null,
      apc: { amount: 2_000, currency: 'USD', kind: 'publisher', year: null, source: null, date: null },
      type: 'scopus',
      score: expect.any(Number),
      match: expect.stringMatching(/^(strong|good|partial)$/),
      reasons: expect.arrayContaining([expect.objectContaining({ term: 'soft', field: 'title' })]),
      doaj: null,
    });
    expect(records[0]!.score).toBeGreaterThan(0);
    expect(records[0]!.score).toBeLessThanOrEqual(1);
    // Discontinued titles are never recommended; SINTA journals only when asked.
    expect(ours(records)).not.toContain(`Discontinued Robotics ${tag}`);
    expect(records.every((record) => record.type === 'scopus')).toBe(true);
  });
});

describe('POST /api/ai/recommend: DOAJ facts', () => {
  it("carries each recommended journal's DOAJ entry, and null for a journal DOAJ does not list", async () => {
    // A user of its own: the shared premium user's requests are counted against the per-user limit.
    const reader = await createTestViewer(`${tag}d`, 'premium');
    viewers.push(reader);
    const records = (await (await post({ abstract: englishAbstract }, reader)).json()) as (RecordBody & { doaj: unknown })[];
    const byTitle = Object.fromEntries(records.map((record) => [record.Title, record.doaj]));
    expect(byTitle[`Robotic Grippers ${tag}`]).toEqual({
      url: expect.stringContaining('doaj.org'), hasSeal: true, licences: ['CC BY'], languages: ['English'], hasApc: false,
      weeksToPublication: null, source: expect.stringContaining('DOAJ'), date: '2025-02-01',
    });
    expect(byTitle[`Soft Robotics ${tag}`]).toBeNull();
  });
});

describe('POST /api/ai/recommend?view=full', () => {
  it('answers the envelope: the records, what the abstract reads as, and what the filters left out', async () => {
    const records = (await (await post({ abstract: englishAbstract }, premium)).json()) as RecordBody[];
    const response = await post({ abstract: englishAbstract }, premium, '?view=full');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      records: RecordBody[];
      readsAs: { topicId: string; topic: string; subfield: string; category: string | null }[];
      leftOut: { total: number; byFilter: Record<string, number> };
    };
    expect(answer.records.map((record) => record.Title)).toEqual(records.map((record) => record.Title));
    expect(answer.readsAs.length).toBeGreaterThanOrEqual(2);
    expect(answer.readsAs.length).toBeLessThanOrEqual(3);
    // Soft robotic grippers with pneumatic actuators: a topic of robotics, in an engineering or computing subfield.
    expect(answer.readsAs.map((topic) => topic.topic).join(' ')).toMatch(/Robot/i);
    for (const topic of answer.readsAs) expect(topic.topicId).toMatch(/^T\d+$/);
    expect(answer.leftOut.total).toBe(0);
  });

  it('counts the journals the filters left out on the way to the list', async () => {
    const answer = (await (await post({ abstract: englishAbstract, limit: 2, filters: { quartile: 'Q3' } }, premium, '?view=full')).json()) as {
      records: RecordBody[];
      leftOut: { total: number };
    };
    expect(answer.records.every((record) => record['SJR Best Quartile'] === 'Q3')).toBe(true);
    expect(answer.leftOut.total).toBeGreaterThan(0);
  });

  it('answers 400 to any other view', async () => {
    expect((await post({ abstract: englishAbstract }, premium, '?view=everything')).status).toBe(400);
  });
});

describe('POST /api/ai/recommend validation', () => {
  it('answers 400 to an abstract under 50 characters after trimming', async () => {
    const response = await post({ abstract: `   ${'a'.repeat(49)}   ` }, premium);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'bad_request',
      details: [{ path: 'abstract', message: 'abstractTooShort' }],
    });
  });

  it('answers 413 over 10,000 characters, and takes 10,000', async () => {
    const long = (length: number) => `${englishAbstract} ${'x'.repeat(length)}`.slice(0, length);
    const tooLong = await post({ abstract: long(10_001) }, premium);
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toEqual({ message: 'abstractTooLong', code: 'payload_too_large' });
    expect((await post({ abstract: `  ${long(10_000)}  ` }, premium)).status).toBe(200);
  });

  it('takes a limit from 1 to 50 only', async () => {
    expect((await post({ abstract: englishAbstract, limit: 0 }, premium)).status).toBe(400);
    expect((await post({ abstract: englishAbstract, limit: 51 }, premium)).status).toBe(400);
    const one = (await (await post({ abstract: englishAbstract, limit: 1 }, premium)).json()) as RecordBody[];
    expect(one).toHaveLength(1);
  });
});

describe('POST /api/ai/recommend filters and SINTA', () => {
  const titlesFor = async (body: Record<string, unknown>) =>
    ours((await (await post({ abstract: englishAbstract, limit: 50, ...body }, premium)).json()) as RecordBody[]);

  it('applies quartile, open access, country, field and APC after ranking', async () => {
    expect(await titlesFor({})).toEqual(
      expect.arrayContaining([`Soft Robotics ${tag}`, `Robotic Grippers ${tag}`, `Open Actuators ${tag}`]),
    );
    expect(await titlesFor({ filters: { quartile: 'Q3' } })).toEqual([`Robotic Grippers ${tag}`]);
    expect((await titlesFor({ filters: { openAccess: true } })).sort()).toEqual([`Open Actuators ${tag}`, `Soft Robotics ${tag}`]);
    expect(await titlesFor({ filters: { country: 'japan' } })).toEqual([`Robotic Grippers ${tag}`]);
    expect(await titlesFor({ filters: { field: 'Computer Science' } })).toEqual([`Robotic Grippers ${tag}`]);
    // 2,000 USD is over 1,500; an unknown APC passes only for diamond open access.
    expect(await titlesFor({ filters: { maxApc: 1500 } })).toEqual([`Open Actuators ${tag}`]);
    expect((await titlesFor({ filters: { maxApc: 2000 } })).sort()).toEqual([`Open Actuators ${tag}`, `Soft Robotics ${tag}`]);
  });

  it('applies category, source type and maximum review days as the catalogue does', async () => {
    expect(await titlesFor({ filters: { category: 'Mechanical Engineering' } })).toEqual([`Open Actuators ${tag}`]);
    // Every journal recommended is of type "journal".
    expect((await titlesFor({ filters: { type: 'journal' } })).sort()).toHaveLength(3);
    expect(await titlesFor({ filters: { type: 'book series' } })).toEqual([]);
    // 3 weeks are 21 days, 10 weeks 70; an unknown review time fails.
    expect(await titlesFor({ filters: { maxReviewDays: 30 } })).toEqual([`Robotic Grippers ${tag}`]);
    expect((await titlesFor({ filters: { maxReviewDays: 70 } })).sort()).toEqual([`Open Actuators ${tag}`, `Robotic Grippers ${tag}`]);
  });

  it('takes a quartile floor, a SINTA level floor, and both for a mixed list', async () => {
    expect((await titlesFor({ filters: { minQuartile: 'Q2' } })).sort()).toEqual([`Open Actuators ${tag}`, `Soft Robotics ${tag}`]);
    const mixed = async (filters: Record<string, unknown>) =>
      ours((await (await post({ abstract: indonesianAbstract, includeSinta: true, limit: 50, filters }, premium)).json()) as RecordBody[]).sort();
    // "SINTA S2 or better, or Scopus Q2 or better".
    expect(await mixed({ minQuartile: 'Q2', minSintaLevel: 'S2' })).toEqual(
      [`Jurnal Robotika ${tag}`, `Open Actuators ${tag}`, `Soft Robotics ${tag}`].sort(),
    );
    expect(await mixed({ minSintaLevel: 4 })).toEqual([`Jurnal Aktuator ${tag}`, `Jurnal Robotika ${tag}`]);
  });

  it('answers the envelope with view=full: the records and how many of the best matches each filter left out', async () => {
    const body = { abstract: englishAbstract, limit: 3, filters: { openAccess: 'yes', country: 'united states' } };
    const response = await post(body, premium, '?view=full');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      records: RecordBody[];
      readsAs: { subfield: string; category: string | null }[];
      leftOut: unknown;
    };
    // The three best matches are this file's journals: Robotic Grippers fails both filters, Open Actuators the country.
    expect(ours(answer.records)).toEqual([`Soft Robotics ${tag}`]);
    // A soft-actuator abstract reads as engineering; a topic's category is its subfield's SJR category when one exists.
    expect(answer.readsAs.map((topic) => topic.subfield)).toContain('Mechanical Engineering');
    expect(answer.readsAs.find((topic) => topic.subfield === 'Mechanical Engineering')?.category).toBe('Mechanical Engineering');
    expect(answer.leftOut).toEqual({ total: 2, byFilter: { openAccess: 1, country: 2 } });
    // The default view is the same records as a plain array.
    const plain = (await (await post(body, premium)).json()) as RecordBody[];
    expect(plain).toEqual(answer.records);
    const unfiltered = await (await post({ ...body, filters: {} }, premium, '?view=full')).json();
    expect(unfiltered.leftOut).toEqual({ total: 0, byFilter: {} });
    expect(ours(unfiltered.records)).toHaveLength(3);
  });

  it('answers 400 to a view other than records or full, and to a bad floor', async () => {
    const response = await post({ abstract: englishAbstract }, premium, '?view=everything');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_request', details: [{ path: 'view' }] });
    expect((await post({ abstract: englishAbstract, filters: { minQuartile: 'Q5' } }, premium)).status).toBe(400);
    expect((await post({ abstract: englishAbstract, filters: { minSintaLevel: 0 } }, premium)).status).toBe(400);
  });

  it('ranks SINTA journals in the same list when asked, with their website and level', async () => {
    const response = await post({ abstract: indonesianAbstract, includeSinta: true, limit: 50 }, premium);
    const records = (await response.json()) as (RecordBody & Record<string, unknown>)[];
    const sinta = records.find((record) => record.type === 'sinta' && record.Title === `Jurnal Robotika ${tag}`);
    expect(sinta).toMatchObject({
      Sourceid: `https://robotika-${tag}.example.ac.id`,
      'SJR Best Quartile': 'Sinta 2',
      Country: 'Indonesia',
      Areas: 'Engineering',
    });
    // The Indonesian abstract reaches the English-titled journal too, through the bridge.
    expect(ours(records)).toContain(`Soft Robotics ${tag}`);
    const turnedOff = await post({ abstract: indonesianAbstract, includeSinta: false, limit: 50 }, premium);
    const withoutSinta = (await turnedOff.json()) as RecordBody[];
    expect(withoutSinta.some((record) => record.type === 'sinta')).toBe(false);
  });

  it('includes SINTA by itself for an abstract written in Indonesian, not for one in English, unless told', async () => {
    const types = async (body: Record<string, unknown>) =>
      ((await (await post({ limit: 50, ...body }, premium)).json()) as RecordBody[])
        .filter((record) => record.Title.includes(tag))
        .map((record) => `${record.type} ${record.Title}`);
    const sinta = `sinta Jurnal Robotika ${tag}`;
    expect(await types({ abstract: indonesianAbstract })).toContain(sinta);
    expect(await types({ abstract: indonesianAbstract })).toContain(`scopus Soft Robotics ${tag}`);
    expect(await types({ abstract: englishAbstract })).not.toContain(sinta);
    expect(await types({ abstract: englishAbstract, includeSinta: true })).toContain(sinta);
  });
});

describe('POST /api/ai/recommend limits and privacy', () => {
  it('refuses a user past the limit with 429 and Retry-After, and counts users apart', async () => {
    const limited = await createTestViewer(`${tag}l`, 'premium');
    viewers.push(limited);
    const previous = env.RECOMMEND_RATE_LIMIT;
    env.RECOMMEND_RATE_LIMIT = 2;
    try {
      expect((await post({ abstract: englishAbstract }, limited)).status).toBe(200);
      expect((await post({ abstract: englishAbstract }, limited)).status).toBe(200);
      const refused = await post({ abstract: englishAbstract }, limited);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: 'tooManyAttempts', code: 'rate_limited' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(env.RECOMMEND_RATE_WINDOW_SECONDS);
      const other = await createTestViewer(`${tag}o`, 'premium');
      viewers.push(other);
      expect((await post({ abstract: englishAbstract }, other)).status).toBe(200);
    } finally {
      env.RECOMMEND_RATE_LIMIT = previous;
    }
  });

  it('never writes the abstract to a log line: success, refusals, a failing reranker, an internal error', async () => {
    const secret = 'Quasar marmalade glimmers beneath unpublished lattices';
    const abstract = `${secret}; soft robots grasp fruit with the ${tag} gripper and ${tag} controller.`;
    // A local embeddings service that always fails, so the reranker's fallback logs a warning.
    const failing: Server = createServer((_request, response) => response.writeHead(500).end('{}'));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    // A user of its own: the other tests of this file have spent the shared premium user's requests.
    const writer = await createTestViewer(`${tag}w`, 'premium');
    const saved = { ...env };
    const output = captureOutput();
    try {
      env.LOG_LEVEL = 'debug';
      env.RECOMMEND_EMBEDDINGS_URL = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
      env.RECOMMEND_EMBEDDINGS_MODEL = 'test-model';
      expect((await post({ abstract }, writer)).status).toBe(200);
      expect((await post({ abstract: 'Quasar marmalade glimmers.' }, writer)).status).toBe(400);
      expect((await post({ abstract: `${abstract} ${'y'.repeat(10_000)}` }, writer)).status).toBe(413);
      expect((await post({ abstract }, free)).status).toBe(403);
      const broken = jest.spyOn(LexicalRecommender.prototype, 'recommend').mockRejectedValue(new Error('index exploded'));
      try {
        expect((await post({ abstract }, writer)).status).toBe(500);
      } finally {
        broken.mockRestore();
      }
    } finally {
      output.restore();
      Object.assign(env, saved);
      await new Promise((resolve) => failing.close(resolve));
    }
    const log = output.text();
    // The capture saw the reranker's warning and the 500's error, so it would have seen an abstract too.
    expect(log).toContain('recommendation reranker failed');
    expect(log).toContain('index exploded');
    for (const fragment of ['Quasar', 'marmalade', 'unpublished lattices', 'soft robots grasp']) {
      expect(log).not.toContain(fragment);
    }
  });
});
