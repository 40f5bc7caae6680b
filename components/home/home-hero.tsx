// The hero of the home page: the product's name and what it does, with the search form under it.
// Plain markup without hooks, so the client catalogue can place its form inside it.
import type { ReactNode } from 'react';

interface HomeHeroProps {
  title: string;
  tagline: string;
  children: ReactNode;
}

export function HomeHero({ title, tagline, children }: HomeHeroProps) {
  return (
    <section data-testid="home-hero" className="border-b border-slate-200 bg-linear-to-b from-blue-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16">
        <div className="text-center">
          <h1 data-testid="page-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{tagline}</p>
        </div>
        <div className="mx-auto mt-8 max-w-3xl">{children}</div>
      </div>
    </section>
  );
}
