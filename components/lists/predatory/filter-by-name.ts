// The predatory pages filter the loaded list by name, a case-insensitive substring, in the browser.
// Pure, so the rule is tested alone.
export function filterByName<T extends { name: string }>(items: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return items;
  return items.filter((item) => item.name.toLocaleLowerCase().includes(needle));
}
