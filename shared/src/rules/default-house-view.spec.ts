import { defaultHouseView } from './default-house-view.js';

const view = (id: string, standard: boolean) => ({ id, standard });

describe('defaultHouseView', () => {
  it('prefers the view flagged standard', () => {
    expect(defaultHouseView([view('a', false), view('b', true), view('c', false)])?.id).toBe('b');
  });

  it('takes the first standard view when several are flagged', () => {
    expect(defaultHouseView([view('a', false), view('b', true), view('c', true)])?.id).toBe('b');
  });

  it('falls back to the first view', () => {
    expect(defaultHouseView([view('a', false), view('b', false)])?.id).toBe('a');
  });

  it('returns undefined without views', () => {
    expect(defaultHouseView([])).toBeUndefined();
  });

  it('returns the caller’s object', () => {
    const views = [view('a', true)];
    expect(defaultHouseView(views)).toBe(views[0]);
  });
});
