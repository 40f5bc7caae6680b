// The predatory pages' A–Z jump: the letter a name is filed under (its first character without accents, upper-case;
// '#' for a digit, a sign or another script) and, for each letter, the page of the sorted list where its first name
// stands. The lists are sorted by name in English collation, which files "École" with E and "ÆON" with A, as this
// does. Pure, so the rule is tested alone.

/** '#' then A–Z: the order the jump offers them in. */
export const NAME_INITIALS = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;
export type NameInitial = (typeof NAME_INITIALS)[number];

export function nameInitial(name: string): NameInitial {
  const first = name.trim().normalize('NFKD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  if (first === 'Æ') return 'A';
  if (first === 'Œ') return 'O';
  return /^[A-Z]$/.test(first) ? (first as NameInitial) : '#';
}

export interface InitialPage {
  letter: NameInitial;
  page: number;
}

/** For each letter some name is filed under, in NAME_INITIALS order, the page (of `limit`) its first name is on. */
export function initialPages(names: readonly string[], limit: number): InitialPage[] {
  const firstIndex = new Map<NameInitial, number>();
  names.forEach((name, index) => {
    const letter = nameInitial(name);
    if (!firstIndex.has(letter)) firstIndex.set(letter, index);
  });
  return NAME_INITIALS.flatMap((letter) => {
    const index = firstIndex.get(letter);
    return index === undefined ? [] : [{ letter, page: Math.floor(index / limit) + 1 }];
  });
}
