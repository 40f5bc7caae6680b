// The notice above the built-in sample: why it is shown (the SINTA call failed: 'Gagal mengambil data SINTA,
// menampilkan data dummy.' or 'Gagal mencari data SINTA, …'; or it answered nothing) and that these 12 real SINTA
// entries are a sample, not results.
import { useTranslations } from 'next-intl';

interface SintaSampleNoticeProps {
  reason: 'failed' | 'empty';
  isSearch: boolean;
}

export function SintaSampleNotice({ reason, isSearch }: SintaSampleNoticeProps) {
  const t = useTranslations('Sinta');
  const cause = reason === 'failed' ? (isSearch ? t('searchFailed') : t('listFailed')) : t('sampleEmptyAnswer');
  return (
    <aside role="note" data-testid="sinta-sample-notice" data-reason={reason} className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{cause}</p>
      <p className="mt-1">{t('sampleExplanation')}</p>
    </aside>
  );
}
