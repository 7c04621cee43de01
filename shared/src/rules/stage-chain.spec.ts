import { ConstructionWorkKind } from '../enums/construction-work-kind.js';
import { ConstructionStageDto } from '../types/construction-stage.dto.js';
import { ConstructionStageLike, outermostStageId, selectStageWorkIds, stageChain } from './stage-chain.js';

function stage(id: string, child: string | null, works: string[]): ConstructionStageLike {
  return { id, name: `Stufe ${id}`, constructionStageChildId: child, constructionWorks: works.map((w) => ({ id: w })) };
}

// Schlüsselfertig includes Belagsfertig, which includes Rohbau.
const stages = [
  stage('rohbau', null, ['w1', 'w2']),
  stage('belagsfertig', 'rohbau', ['w3']),
  stage('schluesselfertig', 'belagsfertig', ['w4', 'w5']),
];

const ids = (chain: ConstructionStageLike[]) => chain.map((s) => s.id);

describe('stageChain', () => {
  it('returns the stage followed by its descendants', () => {
    expect(ids(stageChain(stages, 'schluesselfertig'))).toEqual(['schluesselfertig', 'belagsfertig', 'rohbau']);
  });

  it('returns only the stage when it has no child', () => {
    expect(ids(stageChain(stages, 'rohbau'))).toEqual(['rohbau']);
  });

  it('returns an empty chain for an unknown stage or an empty list', () => {
    expect(stageChain(stages, 'unknown')).toEqual([]);
    expect(stageChain([], 'rohbau')).toEqual([]);
  });

  it('stops at a missing child', () => {
    expect(ids(stageChain([stage('a', 'gone', ['w1'])], 'a'))).toEqual(['a']);
  });

  it('stops on a cycle', () => {
    const cyclic = [stage('a', 'b', []), stage('b', 'c', []), stage('c', 'a', [])];
    expect(ids(stageChain(cyclic, 'b'))).toEqual(['b', 'c', 'a']);
  });

  it('stops on a stage that is its own child', () => {
    expect(ids(stageChain([stage('a', 'a', [])], 'a'))).toEqual(['a']);
  });

  it('returns the caller’s own objects', () => {
    expect(stageChain(stages, 'rohbau')[0]).toBe(stages[0]);
  });
});

describe('selectStageWorkIds', () => {
  it('collects the works of the whole chain in order', () => {
    expect(selectStageWorkIds(stages, 'schluesselfertig')).toEqual(['w4', 'w5', 'w3', 'w1', 'w2']);
    expect(selectStageWorkIds(stages, 'belagsfertig')).toEqual(['w3', 'w1', 'w2']);
  });

  it('lists a work shared by several stages once, at its first position', () => {
    const shared = [stage('a', 'b', ['w1', 'w2', 'w1']), stage('b', null, ['w2', 'w3'])];
    expect(selectStageWorkIds(shared, 'a')).toEqual(['w1', 'w2', 'w3']);
  });

  it('returns an empty array for an unknown stage and for stages without works', () => {
    expect(selectStageWorkIds(stages, 'unknown')).toEqual([]);
    expect(selectStageWorkIds([stage('a', null, [])], 'a')).toEqual([]);
  });

  it('terminates on cyclic data', () => {
    const cyclic = [stage('a', 'b', ['w1']), stage('b', 'a', ['w2'])];
    expect(selectStageWorkIds(cyclic, 'a')).toEqual(['w1', 'w2']);
  });

  it('accepts the API shape directly', () => {
    const dto: ConstructionStageDto[] = [
      {
        id: 's1',
        identifier: 'rohbau',
        name: 'Rohbau',
        description: null,
        constructionStageChildId: null,
        constructionWorks: [
          {
            id: 'w1',
            name: 'Fundament',
            description: 'Bodenplatte',
            kind: ConstructionWorkKind.OPTION,
            priceCents: null,
          },
        ],
      },
    ];
    expect(selectStageWorkIds(dto, 's1')).toEqual(['w1']);
  });
});

describe('outermostStageId', () => {
  // Schlüsselfertig includes Belagsfertig, which includes Ausbauhaus.
  const stages = [stage('aus', null, []), stage('belag', 'aus', []), stage('schluessel', 'belag', [])];

  it('is the stage that includes the others, whatever order the works come in', () => {
    expect(outermostStageId(stages, ['aus', 'belag', 'aus'])).toBe('belag');
    expect(outermostStageId(stages, ['belag', 'aus', 'schluessel'])).toBe('schluessel');
    expect(outermostStageId(stages, ['aus'])).toBe('aus');
  });

  it('takes the stage covering the most when no one includes all, and null without stages', () => {
    const other = [...stages, stage('extra', null, [])];
    expect(outermostStageId(other, ['extra', 'aus', 'belag'])).toBe('belag');
    expect(outermostStageId(other, [])).toBeNull();
  });
});
