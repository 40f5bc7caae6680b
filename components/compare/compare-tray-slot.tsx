// Where the compare tray shows: a place in the sticky header, so that, like the header, it stays in view and covers no
// card, label or button at any scroll position. Empty (and taking no room) until journals are chosen.
export const COMPARE_TRAY_SLOT_ID = 'compare-tray-slot';

export function CompareTraySlot() {
  return <div id={COMPARE_TRAY_SLOT_ID} className="flex items-center empty:hidden" />;
}
