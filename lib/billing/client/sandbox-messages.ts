// What the sandbox popup page (/{lang}/sandbox-pay/{token}) tells the page that framed it, over postMessage. Both
// ends are our own origin: the sender names it as the target, the receiver checks event.origin and event.source.
export type SandboxOutcome = 'success' | 'failure' | 'close';

export interface SandboxMessage {
  type: 'jf:sandbox-payment';
  token: string;
  outcome: SandboxOutcome;
}

const outcomes: readonly SandboxOutcome[] = ['success', 'failure', 'close'];

export function isSandboxMessage(value: unknown): value is SandboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, token, outcome } = value as Record<string, unknown>;
  return (
    type === 'jf:sandbox-payment' &&
    typeof token === 'string' &&
    typeof outcome === 'string' &&
    (outcomes as readonly string[]).includes(outcome)
  );
}

/** From inside the popup's frame; false when the page is not framed (opened on its own), so nobody listens. */
export function postSandboxOutcome(token: string, outcome: SandboxOutcome): boolean {
  if (window.parent === window) return false;
  const message: SandboxMessage = { type: 'jf:sandbox-payment', token, outcome };
  window.parent.postMessage(message, window.location.origin);
  return true;
}
