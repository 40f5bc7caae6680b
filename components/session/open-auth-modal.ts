// Opens the auth modal from anywhere (header, About, Pricing): the modal listens for this window event, so a
// button needs no shared state with it.
export const openAuthEvent = 'jf:open-auth';

export type AuthView = 'login' | 'register';

export interface OpenAuthDetail {
  view: AuthView;
}

export function openAuthModal(view: AuthView): void {
  window.dispatchEvent(new CustomEvent<OpenAuthDetail>(openAuthEvent, { detail: { view } }));
}
