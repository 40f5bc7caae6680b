// The heading block of a public page: its translated title and, optionally, one line under it.
export function PageIntro({ title, description }: { title: string; description?: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 data-testid="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {description ? <p className="mt-3 max-w-2xl text-base text-slate-600">{description}</p> : null}
    </section>
  );
}
