import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import './format-abort-reasons';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// The receiver of a frame in the reason's stack: with the stack left unformatted, V8 keeps it alive with the reason.
class Render {
  readonly payload = new Array(1000).fill('page');

  finish(controller: AbortController, reason?: () => unknown): void {
    controller.abort(reason?.());
  }
}

async function isRenderReleased(reason?: () => unknown): Promise<{ isReleased: boolean; controller: AbortController }> {
  const controller = new AbortController();
  let render: Render | undefined = new Render();
  const ref = new WeakRef(render);
  render.finish(controller, reason);
  render = undefined;
  // A WeakRef's target lives to the end of the current job.
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  return { isReleased: ref.deref() === undefined, controller };
}

describe('format-abort-reasons', () => {
  it('lets an aborted signal keep its Error reason without keeping the frames that raised it', async () => {
    const { isReleased, controller } = await isRenderReleased(() => new Error('This render completed successfully.'));
    expect(isReleased).toBe(true);
    expect(controller.signal.aborted).toBe(true);
    expect((controller.signal.reason as Error).message).toBe('This render completed successfully.');
    expect((controller.signal.reason as Error).stack).toContain('finish');
  });

  it('does the same for the AbortError of a bare abort() and keeps other reasons as given', async () => {
    const bare = await isRenderReleased();
    expect(bare.isReleased).toBe(true);
    expect((bare.controller.signal.reason as Error).name).toBe('AbortError');
    const text = await isRenderReleased(() => 'stopped');
    expect(text.controller.signal.reason).toBe('stopped');
  });

  it('is the first import of server.ts, so it is in place before Next.js renders anything', () => {
    const source = readFileSync(path.join(process.cwd(), 'server.ts'), 'utf8');
    expect(/^import\s.*$/m.exec(source)?.[0]).toBe("import './lib/core/format-abort-reasons';");
  });
});
