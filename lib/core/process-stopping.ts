// Whether the process has begun to stop (a signal, or a database that cannot be restarted). Work cut short by the stop
// (an index build whose connections close, a probe, a sweep) is then not an error: it is logged as stopped, if at all.
import { processSingleton } from './process-singleton';

const state = () => processSingleton<{ since?: number }>('process-stopping', () => ({}));

export function markProcessStopping(): void {
  state().since ??= Date.now();
}

export function isProcessStopping(): boolean {
  return state().since !== undefined;
}
