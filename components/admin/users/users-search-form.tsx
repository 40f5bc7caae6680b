'use client';
// The users page's search form (name, username or email); the list follows on submit, from page 1.
import { type FormEvent, useState } from 'react';
import { adminTexts } from '../admin-texts';

const texts = adminTexts.users;

export function UsersSearchForm({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value);
  }
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row" data-testid="users-search-form">
      <label htmlFor="users-search" className="sr-only">{texts.searchLabel}</label>
      <input id="users-search" type="search" value={value} onChange={(event) => setValue(event.target.value)}
        placeholder={texts.searchPlaceholder} data-testid="users-search-input"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm" />
      <button type="submit" data-testid="users-search-submit"
        className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800">
        {texts.search}
      </button>
    </form>
  );
}
