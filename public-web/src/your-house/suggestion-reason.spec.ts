import { describe, expect, it } from 'vitest';
import { suggestionReasonText } from './suggestion-reason';

const none = {
  samePropertyShape: false,
  sameConstructionMethod: false,
  similarSizeDifference: null,
  sameRoofShape: false,
};

describe('suggestionReasonText', () => {
  it('names plot shape and method together, then the size difference', () => {
    expect(
      suggestionReasonText({
        ...none,
        samePropertyShape: true,
        sameConstructionMethod: true,
        similarSizeDifference: 12,
      }),
    ).toBe('Gleiche Grundstücksform und Bauweise · Ähnliche Größe (12 m² größer)');
  });

  it('names a smaller or equal size, and the roof when there is room', () => {
    expect(suggestionReasonText({ ...none, sameConstructionMethod: true, similarSizeDifference: -6.5 })).toBe(
      'Gleiche Bauweise · Ähnliche Größe (6,5 m² kleiner)',
    );
    expect(suggestionReasonText({ ...none, similarSizeDifference: 0, sameRoofShape: true })).toBe(
      'Gleiche Größe · Gleiche Dachform',
    );
    expect(suggestionReasonText({ ...none, samePropertyShape: true, sameRoofShape: true })).toBe(
      'Gleiche Grundstücksform · Gleiche Dachform',
    );
  });

  it('keeps the line to the two strongest reasons', () => {
    expect(
      suggestionReasonText({
        samePropertyShape: true,
        sameConstructionMethod: false,
        similarSizeDifference: -4,
        sameRoofShape: true,
      }),
    ).toBe('Gleiche Grundstücksform · Ähnliche Größe (4 m² kleiner)');
  });

  it('still says something true of a house that shares nothing', () => {
    expect(suggestionReasonText(none)).toBe('Eine Alternative aus unserem Angebot');
  });
});
