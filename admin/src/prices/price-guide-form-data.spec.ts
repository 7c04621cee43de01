import { type AdminPriceGuideDto, PropertyShape } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { type PriceGuideFormValues, toFormValues, toSaveInput } from './price-guide-form-data';

const guide: AdminPriceGuideDto = {
  priceDate: '2026-11-27',
  disclaimer: 'Unverbindliche Richtpreise inkl. USt., kein Angebot.',
  extraCosts: [
    { name: 'Anschlüsse', note: 'je nach Gemeinde', fixedCents: 1500050, byPlotShape: null },
    {
      name: 'Erdarbeiten',
      note: null,
      fixedCents: null,
      byPlotShape: { [PropertyShape.STRAIGHT]: 800000, [PropertyShape.HILLSIDE]: 2450000 },
    },
  ],
  optionPrices: { 'work-pv': 1290000, 'work-sauna': null },
  financing: { equityCents: 6000000, interestPercent: 3.5, termYears: 30, repaymentPercent: null },
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('price guide form data', () => {
  it('shows amounts as euros to edit, percent with a decimal comma, no price as empty', () => {
    expect(toFormValues(guide)).toEqual({
      priceDate: '2026-11-27',
      disclaimer: guide.disclaimer,
      extraCosts: [
        {
          name: 'Anschlüsse',
          note: 'je nach Gemeinde',
          kind: 'fixed',
          fixedCents: '15000,50',
          byPlotShape: { STRAIGHT: '', INCLINED: '', HILLSIDE: '' },
        },
        {
          name: 'Erdarbeiten',
          note: '',
          kind: 'byPlotShape',
          fixedCents: '',
          byPlotShape: { STRAIGHT: '8000', INCLINED: '', HILLSIDE: '24500' },
        },
      ],
      optionPrices: { 'work-pv': '12900', 'work-sauna': '' },
      financing: { equityCents: '60000', interestPercent: '3,5', termYears: '30', repaymentPercent: '' },
    });
  });

  it('saves exactly what it loaded', () => {
    const { updatedAt: _updatedAt, ...saved } = guide;
    expect(toSaveInput(toFormValues(guide))).toEqual(saved);
  });

  it('sends exact cents, empty (or emptied to null) as no price, a missing shape left out', () => {
    const values: PriceGuideFormValues = {
      priceDate: '',
      disclaimer: '  Richtpreise, kein Angebot.  ',
      extraCosts: [
        {
          name: ' Erdarbeiten ',
          note: '  ',
          kind: 'byPlotShape',
          fixedCents: '999',
          byPlotShape: { STRAIGHT: '289000,50', INCLINED: '', HILLSIDE: null as unknown as string },
        },
        // A fixed amount: the plot shapes' amounts typed before switching are not sent.
        {
          name: 'Planung',
          note: '',
          kind: 'fixed',
          fixedCents: '4500,5',
          byPlotShape: { STRAIGHT: '1', INCLINED: '', HILLSIDE: '' },
        },
      ],
      optionPrices: { 'work-pv': '12900,99', 'work-sauna': '', 'work-pool': null as unknown as string },
      financing: { equityCents: '0', interestPercent: '3,875', termYears: '25', repaymentPercent: '2' },
    };
    expect(toSaveInput(values)).toEqual({
      priceDate: null,
      disclaimer: 'Richtpreise, kein Angebot.',
      extraCosts: [
        { name: 'Erdarbeiten', note: null, fixedCents: null, byPlotShape: { STRAIGHT: 28900050 } },
        { name: 'Planung', note: null, fixedCents: 450050, byPlotShape: null },
      ],
      optionPrices: { 'work-pv': 1290099, 'work-sauna': null, 'work-pool': null },
      financing: { equityCents: 0, interestPercent: 3.875, termYears: 25, repaymentPercent: 2 },
    });
  });

  it('takes a line added in the form without amounts for every shape', () => {
    const added = { name: 'Kanal', kind: 'byPlotShape' } as PriceGuideFormValues['extraCosts'][number];
    expect(toSaveInput({ ...toFormValues(guide), extraCosts: [added] }).extraCosts).toEqual([
      { name: 'Kanal', note: null, fixedCents: null, byPlotShape: {} },
    ]);
  });
});
