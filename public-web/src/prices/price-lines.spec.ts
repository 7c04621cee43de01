import { describe, expect, it } from 'vitest';
import { extraCostLines } from './price-lines';

describe('extraCostLines', () => {
  it('notes each line as Baunebenkosten, after its own note, unless its name says so already', () => {
    expect(
      extraCostLines([
        { name: 'Anschlussgebühren', note: 'Wasser, Kanal, Strom', cents: 1_500_000 },
        { name: 'Erdarbeiten', note: null, cents: null },
        { name: 'Baunebenkosten', note: null, cents: 900_000 },
      ]),
    ).toEqual([
      { key: 'extra-0', label: 'Anschlussgebühren', note: 'Baunebenkosten · Wasser, Kanal, Strom', cents: 1_500_000 },
      { key: 'extra-1', label: 'Erdarbeiten', note: 'Baunebenkosten', cents: null },
      { key: 'extra-2', label: 'Baunebenkosten', note: null, cents: 900_000 },
    ]);
  });
});
