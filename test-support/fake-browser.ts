// The browser as the API client sees it, for unit tests that run in Node: a `window` with localStorage, events and
// `location.assign`, and a global `fetch` that records every request and answers from a queue (no network).
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

export interface FakeBrowser {
  /** What localStorage holds, by key. */
  storage: Map<string, string>;
  /** The requests sent through fetch, in order. */
  requests: RecordedRequest[];
  /** The URLs given to `window.location.assign`, in order. */
  navigations: string[];
  /** The types of the events dispatched on window, in order. */
  events: string[];
  /** Queues the answer to the next request. */
  answer(status: number, body?: unknown, init?: { statusText?: string; contentType?: string }): void;
  /** Puts the real globals back. */
  restore(): void;
}

export function installFakeBrowser(): FakeBrowser {
  const storage = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const navigations: string[] = [];
  const events: string[] = [];
  const answers: Response[] = [];
  const target = new EventTarget();
  const fakeWindow = Object.assign(target, {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, String(value)),
      removeItem: (key: string) => void storage.delete(key),
    },
    location: { assign: (url: string) => void navigations.push(url) },
    dispatchEvent(event: Event) {
      events.push(event.type);
      return EventTarget.prototype.dispatchEvent.call(target, event);
    },
  });

  const globals = globalThis as { window?: unknown; fetch: typeof fetch };
  const realFetch = globals.fetch;
  const hadWindow = 'window' in globalThis;
  const realWindow = globals.window;
  globals.window = fakeWindow;
  globals.fetch = async (input, init) => {
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    const next = answers.shift();
    if (!next) throw new Error(`fake browser: no answer queued for ${String(input)}`);
    return next;
  };

  return {
    storage,
    requests,
    navigations,
    events,
    answer(status, body, init = {}) {
      const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
      const contentType = init.contentType ?? (typeof body === 'string' ? 'text/html' : 'application/json');
      answers.push(new Response(text, { status, statusText: init.statusText, headers: { 'content-type': contentType } }));
    },
    restore() {
      globals.fetch = realFetch;
      if (hadWindow) globals.window = realWindow;
      else delete globals.window;
    },
  };
}

/** What `call` rejects with, checked to be an instance of `type` (a call that resolves fails the test). */
export async function rejectionOf<T>(call: Promise<unknown>, type: abstract new (...args: never[]) => T): Promise<T> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}
