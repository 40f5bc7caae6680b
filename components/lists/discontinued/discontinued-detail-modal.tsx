'use client';
// One discontinued title in an accessible dialog: name, ISSN, E-ISSN, publisher, reason, year, volume,
// issue, and the page range and Elsevier's coverage note only when the list gives them; a link to its catalogue page.
import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { DiscontinuedJournalItem } from '@/lib/lists/list-types';
import { ListJournalName } from '../list-journal-name';
import { NO_VALUE } from '../use-list-date';
import { CloseButton } from '@/components/ui/close-button';

interface DiscontinuedDetailModalProps {
  journal: DiscontinuedJournalItem | null;
  onClose: () => void;
}

export function DiscontinuedDetailModal({ journal, onClose }: DiscontinuedDetailModalProps) {
  const t = useTranslations('Discontinued');
  const facts = journal
    ? [
        { key: 'issn', label: t('columnIssn'), value: journal.ISSN },
        { key: 'eissn', label: t('columnEissn'), value: journal.EISSN },
        { key: 'publisher', label: t('columnPublisher'), value: journal.Publisher },
        { key: 'reason', label: t('columnReason'), value: journal.Reason },
        { key: 'year', label: t('columnYear'), value: journal.Year === null ? null : String(journal.Year) },
        { key: 'volume', label: t('columnVolume'), value: journal.Volume },
        { key: 'issue', label: t('columnIssue'), value: journal.Issue },
        ...(journal['Page Range'] ? [{ key: 'page-range', label: t('columnPageRange'), value: journal['Page Range'] }] : []),
        ...(journal.Coverage ? [{ key: 'coverage', label: t('columnCoverage'), value: journal.Coverage }] : []),
      ]
    : [];
  return (
    <ModalDialog isOpen={journal !== null} onClose={onClose} labelledBy="dis-detail-title" testId="dis-detail-modal">
      {journal ? (
        <div className="p-6">
          <div className="flex items-start gap-3">
            <h2 id="dis-detail-title" className="flex-1 text-lg font-semibold leading-snug text-slate-900">
              <ListJournalName sourceId={journal.Sourceid} name={journal['Nama Jurnal']} testId="dis-detail-name" />
            </h2>
            <CloseButton
              autoFocus
              testId="dis-detail-close"
              label={t('closeDetail')}
              onClick={onClose}
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            />
          </div>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            {facts.map((fact) => (
              <div key={fact.key} className="grid grid-cols-[8rem_1fr] gap-3 py-2">
                <dt className="font-medium text-slate-500">{fact.label}</dt>
                <dd data-testid={`dis-detail-${fact.key}`} className="min-w-0 break-words text-slate-900">
                  {fact.value ?? NO_VALUE}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </ModalDialog>
  );
}
