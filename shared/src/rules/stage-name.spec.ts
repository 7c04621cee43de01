import { findStageByName, normalizeStageName } from './stage-name.js';

describe('normalizeStageName', () => {
  it.each([
    ['Rohbau', 'rohbau'],
    ['  Belagsfertig  ', 'belagsfertig'],
    ['\tSCHLÜSSELFERTIG\n', 'schlüsselfertig'],
    ['Ausbau Haus', 'ausbau haus'],
    ['', ''],
    ['   ', ''],
  ])('%p → %p', (input, expected) => {
    expect(normalizeStageName(input)).toBe(expected);
  });
});

describe('findStageByName', () => {
  const stages = [
    { id: '1', name: 'Rohbau' },
    { id: '2', name: ' Belagsfertig ' },
    { id: '3', name: 'Schlüsselfertig' },
    { id: '4', name: 'rohbau' },
  ];

  it('finds a stage ignoring case and surrounding whitespace', () => {
    expect(findStageByName(stages, '  BELAGSFERTIG')?.id).toBe('2');
    expect(findStageByName(stages, 'schlüsselFERTIG')?.id).toBe('3');
  });

  it('returns the first of several matching stages', () => {
    expect(findStageByName(stages, 'ROHBAU')?.id).toBe('1');
  });

  it('does not match partial names or inner whitespace differences', () => {
    expect(findStageByName(stages, 'Roh')).toBeUndefined();
    expect(findStageByName(stages, 'Roh bau')).toBeUndefined();
  });

  it('returns undefined for a blank name and an empty list', () => {
    expect(findStageByName([{ id: 'x', name: '' }], '  ')).toBeUndefined();
    expect(findStageByName([], 'Rohbau')).toBeUndefined();
  });
});
