// A list entry's name as a deduplication key, used only when the entry has no link: letters and digits in lower case,
// `&` read as "and", everything else one space. Exact on that form; never a similarity score.
import { cleanListText } from '../../shared/normalise-link';

export function normaliseListName(name: string): string {
  return cleanListText(name)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
