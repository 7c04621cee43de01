import { MODEL_ISSUE_MESSAGES } from '@hauskonfig/shared';
import { ApiException } from '../../src/common/errors/api-exception.js';
import { GlbValidator } from '../../src/house-views/glb/glb-validator.js';
import { editGlb } from '../conversion/usdz/glb-surgery.js';
import { makeGlb } from '../support/model-fixtures.js';

const validator = new GlbValidator({ uploads: { maxImagePixels: 50_000_000 } } as never);

/** The refusal's message and its per-problem lines for the `file` field. */
async function refusal(glb: Uint8Array): Promise<{ message: string; problems: string[] }> {
  const error = await validator.validate(Buffer.from(glb)).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiException);
  const body = (error as ApiException).getResponse() as { message: string; errors: { messages: string[] }[] };
  return { message: body.message, problems: body.errors[0].messages };
}

describe('GlbValidator refusals', () => {
  it('tells a validator finding as a German sentence, not as its code', async () => {
    const brokenUri = editGlb(await makeGlb(), ({ json }) => {
      json.buffers[0].uri = 'data:';
    });
    const { message, problems } = await refusal(brokenUri);
    expect(problems).toContain(MODEL_ISSUE_MESSAGES.INVALID_URI);
    expect(message).toMatch(/^Die Datei ist kein gültiges GLB-Modell: /);
    expect(message).not.toMatch(/[A-Z]{2,}_[A-Z_]+/);
    expect(message).not.toMatch(/Invalid|Parser output/);
  });

  it('names an error without a sentence of its own by its code in a German fallback', async () => {
    // NODE_SKIN_WITH_NON_SKINNED_MESH: a skin on a mesh without joints (no own sentence).
    const skinned = editGlb(await makeGlb(), ({ json }) => {
      json.skins = [{ joints: [0] }];
      json.nodes[0].skin = 0;
    });
    const { problems } = await refusal(skinned);
    expect(
      problems.some((problem) => /^Das Modell verletzt eine Regel des glTF-2\.0-Formats \([A-Z_]+\)\.$/.test(problem)),
    ).toBe(true);
  });

  it('says each kind of finding once', async () => {
    const twoBrokenUris = editGlb(await makeGlb(), ({ json }) => {
      json.buffers.push({ byteLength: 4, uri: 'data:' }, { byteLength: 4, uri: 'data:' });
    });
    const { problems } = await refusal(twoBrokenUris);
    expect(problems.filter((problem) => problem === MODEL_ISSUE_MESSAGES.INVALID_URI)).toHaveLength(1);
  });
});
