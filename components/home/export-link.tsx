'use client';
// "Export CSV" of the results on show (GET /api/journal/export with the same query and the page's language). A plain
// download link, so it works without JavaScript; with it, the file is fetched with the session's token (a link
// cannot carry it), so a premium user gets every matching row, anyone else the first page's rows. What the visitor gets
// is said beside it (the free limit only to those it holds for), and above it the file's format (the page's language
// decides it: semicolons and a decimal comma on /id, as Indonesian Excel opens a CSV; commas and a decimal point on
// /en). A refusal (too many exports by this visitor, or too many running on the server) is a toast, not a saved
// error page.
import { useTranslations } from 'next-intl';
import { type MouseEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { attachmentName, saveBlob } from '@/components/ui/save-blob';
import { userTokenSource } from '@/lib/client/fetch-json';
import { FREE_PAGE_SIZE } from '@/lib/catalogue/allowed-page-size';
import { useViewer } from './use-viewer';

interface ExportLinkProps {
  href: string;
}

export function ExportLink({ href }: ExportLinkProps) {
  const t = useTranslations('CatalogueExport');
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const { isPremium } = useViewer();

  /** The server's line is full ("exportsBusy", back in Retry-After seconds), or this visitor exported too often. */
  const refusal = async (answer: Response): Promise<string> => {
    const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
    const seconds = Number(answer.headers.get('retry-after'));
    return body?.message === 'exportsBusy' && seconds > 0 ? t('busyServer', { seconds }) : t('tooMany');
  };

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    const token = userTokenSource.read();
    try {
      const answer = await fetch(href, { headers: token ? { [userTokenSource.header]: token } : {} });
      if (answer.status === 401) userTokenSource.onUnauthorized(token);
      if (!answer.ok) {
        toast.show(answer.status === 429 ? await refusal(answer) : t('failed'), 'error');
        return;
      }
      saveBlob(await answer.blob(), attachmentName(answer.headers.get('content-disposition'), 'jurnal-finder.csv'));
    } catch {
      toast.show(t('failed'), 'error');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col items-start gap-0.5 sm:items-end">
      <p id="catalogue-export-format" data-testid="catalogue-export-format" className="text-xs text-slate-500">
        {t('format')}
      </p>
      <a
        href={href}
        download
        data-testid="catalogue-export"
        aria-busy={isBusy}
        aria-describedby="catalogue-export-format catalogue-export-note"
        onClick={(event) => void download(event)}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-100"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path strokeLinecap="round" strokeLinejoin="round" d="M10 3v10m0 0-4-4m4 4 4-4M4 15v2h12v-2" />
        </svg>
        {isBusy ? t('busy') : t('label')}
      </a>
      <p id="catalogue-export-note" data-testid="catalogue-export-note" className="text-xs text-slate-500">
        {isPremium ? t('notePremium') : t('note', { count: FREE_PAGE_SIZE })}
      </p>
    </div>
  );
}
