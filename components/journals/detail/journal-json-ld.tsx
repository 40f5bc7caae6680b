// schema.org Periodical data for search engines: name, ISSN, publisher, the page's URL. The script
// carries the page's CSP nonce, and `<` is written as \u003c so no catalogue text can close the script early.
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { printedIssns } from './journal-facts';

interface JournalJsonLdProps {
  journal: JournalDetail;
  url: string;
  nonce: string | undefined;
}

export function journalJsonLd(journal: JournalDetail, url: string): Record<string, unknown> {
  const issns = printedIssns(journal);
  return {
    '@context': 'https://schema.org',
    '@type': 'Periodical',
    name: journal.Title,
    url,
    ...(issns.length > 0 ? { issn: issns.length === 1 ? issns[0] : issns } : {}),
    ...(journal.Publisher ? { publisher: { '@type': 'Organization', name: journal.Publisher } } : {}),
  };
}

export function JournalJsonLd({ journal, url, nonce }: JournalJsonLdProps) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      data-testid="journal-json-ld"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(journalJsonLd(journal, url)).replace(/</g, '\\u003c') }}
    />
  );
}
