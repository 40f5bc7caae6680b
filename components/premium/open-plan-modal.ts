// Opens the subscription-plan modal from anywhere (home gating, journal prompt, Account menu): the modal listens for
// this window event, as the auth modal does for `jf:open-auth`, so a button needs no shared state with it.
export const openPlansEvent = 'jf:open-plans';

export function openPlanModal(): void {
  window.dispatchEvent(new Event(openPlansEvent));
}
