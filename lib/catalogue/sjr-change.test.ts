import { sjrChange } from './sjr-change';

describe('sjrChange', () => {
  it('gives the direction and the change as a share of the earlier figure', () => {
    expect(sjrChange(1.234, 1.1)).toEqual({ direction: 'up', percent: expect.closeTo(12.18, 2) });
    expect(sjrChange(104.065, 145.004)).toEqual({ direction: 'down', percent: expect.closeTo(28.23, 2) });
  });

  it('calls a change under 0.05 % unchanged', () => {
    expect(sjrChange(1.1, 1.1)).toEqual({ direction: 'same', percent: 0 });
    expect(sjrChange(10.0004, 10)).toEqual({ direction: 'same', percent: 0 });
    expect(sjrChange(10.01, 10)).toEqual({ direction: 'up', percent: expect.closeTo(0.1, 5) });
  });

  it('says nothing without both figures or from an earlier 0', () => {
    expect(sjrChange(null, 1.1)).toBeNull();
    expect(sjrChange(1.1, null)).toBeNull();
    expect(sjrChange(1.1, 0)).toBeNull();
  });
});
