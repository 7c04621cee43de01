import { ConstructionWorkKind } from '../enums/construction-work-kind.js';
import { includedWorks, missingIncludedWorks, type StageWithWorkKinds } from './included-works.js';

const { OPTION, ADDITIONAL_OPTION } = ConstructionWorkKind;

const work = (id: string, kind = OPTION) => ({ id, name: `Leistung ${id}`, kind });
const stage = (id: string, child: string | null, works: StageWithWorkKinds['constructionWorks']) => ({
  id,
  name: `Stufe ${id}`,
  constructionStageChildId: child,
  constructionWorks: works,
});

// Belagsfertig includes the Ausbauhaus; each has included works and a Zusatzoption.
const stages = [
  stage('ausbauhaus', null, [work('waende'), work('dach'), work('keller', ADDITIONAL_OPTION)]),
  stage('belagsfertig', 'ausbauhaus', [work('estrich'), work('fbh'), work('lueftung', ADDITIONAL_OPTION)]),
];
const ids = (works: { id: string }[]) => works.map((w) => w.id);

describe('includedWorks', () => {
  it('lists the included works of the stage and of the stages it contains, never a Zusatzoption', () => {
    expect(ids(includedWorks(stages, 'belagsfertig'))).toEqual(['estrich', 'fbh', 'waende', 'dach']);
    expect(ids(includedWorks(stages, 'ausbauhaus'))).toEqual(['waende', 'dach']);
  });

  it('has none for an unknown stage', () => {
    expect(includedWorks(stages, 'unbekannt')).toEqual([]);
  });
});

describe('missingIncludedWorks', () => {
  it('names the included works left out, in the stage order', () => {
    expect(ids(missingIncludedWorks(stages, 'belagsfertig', ['waende', 'dach', 'lueftung']))).toEqual([
      'estrich',
      'fbh',
    ]);
  });

  it('finds nothing missing when only Zusatzoptionen are left out', () => {
    expect(missingIncludedWorks(stages, 'belagsfertig', ['estrich', 'fbh', 'waende', 'dach'])).toEqual([]);
  });

  it('takes any iterable of ids, a set as the API has it', () => {
    expect(ids(missingIncludedWorks(stages, 'ausbauhaus', new Set(['dach'])))).toEqual(['waende']);
  });
});
