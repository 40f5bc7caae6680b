// The not-found body, shared by the global 404 and the one inside the site shell.
// "Back to Home" goes to the root, which redirects to /id.
import NextLink from 'next/link';

export interface NotFoundTexts {
  code: string;
  title: string;
  description: string;
  backHome: string;
}

export function NotFoundContent({ code, title, description, backHome }: NotFoundTexts) {
  return (
    <section data-testid="not-found" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-blue-700">{code}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <NextLink
        href="/"
        data-testid="not-found-home-link"
        className="mt-8 rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800"
      >
        {backHome}
      </NextLink>
    </section>
  );
}
