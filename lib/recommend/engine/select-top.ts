// Picks the best documents of a scored catalogue without sorting it all: a short sorted list of at most `limit`,
// which most documents fail to enter at the first comparison. Ties go to catalogue order, so answers are stable.

/** The `limit` best documents that pass `accept`, best first (ties by catalogue order), without sorting them all. */
export function selectTop(scores: Float64Array, limit: number, accept: (doc: number) => boolean): number[] {
  const chosen: number[] = [];
  const better = (a: number, b: number) => scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (scores[doc] <= 0) continue;
    if (chosen.length === limit && !better(doc, chosen[chosen.length - 1])) continue;
    if (!accept(doc)) continue;
    let position = chosen.length === limit ? limit - 1 : chosen.length;
    while (position > 0 && better(doc, chosen[position - 1])) position -= 1;
    chosen.splice(position, 0, doc);
    if (chosen.length > limit) chosen.pop();
  }
  return chosen;
}
