// A figure's text followed by its source and date in a quieter tone: "72 days · Wiley Journal Finder, 2026-08".
// The " · " is part of the text, so the value reads (and copies) as one line.
export function FigureValue({ text, source }: { text: string; source: string | null }) {
  return (
    <>
      {text}
      {source ? <span className="text-slate-500">{` · ${source}`}</span> : null}
    </>
  );
}
