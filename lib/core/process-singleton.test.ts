import { existingSingleton, processSingleton, replaceSingleton } from './process-singleton';

describe('processSingleton', () => {
  it('makes the value once and hands the same one to every caller', () => {
    let made = 0;
    const create = () => ({ id: ++made });
    const first = processSingleton('test:once', create);
    const second = processSingleton('test:once', create);
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it('tells an existing value from one never made', () => {
    expect(existingSingleton('test:never')).toBeUndefined();
    const value = processSingleton('test:made', () => 'made');
    expect(existingSingleton('test:made')).toBe(value);
  });

  it('lets a test replace a value and put the previous one back', () => {
    processSingleton('test:replace', () => 'original');
    const restore = replaceSingleton('test:replace', 'replacement');
    expect(processSingleton('test:replace', () => 'unused')).toBe('replacement');
    restore();
    expect(processSingleton('test:replace', () => 'unused')).toBe('original');
  });

  it('forgets a value so the next use makes a new one, and restores the absence too', () => {
    const restore = replaceSingleton('test:forget', undefined);
    expect(processSingleton('test:forget', () => 'fresh')).toBe('fresh');
    restore();
    expect(existingSingleton('test:forget')).toBeUndefined();
  });
});
