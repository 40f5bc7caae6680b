// Every abort reason that is an Error (or the DOMException of a bare abort()) has its stack formatted the moment it is
// given. V8 keeps an Error's stack unformatted until something reads `.stack`, and an unformatted stack holds each
// frame's receiver and function alive.
// React's server renderer aborts every finished render's cacheSignal with an Error nobody reads (react#37288), raised
// inside a setImmediate callback: its frames held that Immediate, Node's ran Immediates stay linked to the others of
// their batch, and those held their own renders' request stores, each with its own reason. Full renders of the journal
// page kept every earlier render alive this way (the heap grew 9 MB a second under load until the process ran out of
// memory; next.js#84648). A formatted stack is a string and holds nothing. Applied once, by server.ts, before Next.js
// loads; the cost is one stack formatted per aborted signal.
const abort = AbortController.prototype.abort;

/** Formats the stack of a signal's reason (an Error, or the DOMException of a bare abort()), kept as a string. */
export function formatAbortReason(signal: AbortSignal): void {
  const reason: unknown = signal.reason;
  // Read on any object: an Error from another realm fails instanceof, and reading a stack has no other effect.
  if (typeof reason === 'object' && reason !== null) void (reason as { stack?: unknown }).stack;
}

AbortController.prototype.abort = function abortAndFormatReason(this: AbortController, reason?: unknown) {
  abort.call(this, reason);
  formatAbortReason(this.signal);
};
