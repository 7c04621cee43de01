import { AsciiChunks } from '../../../src/conversion/usdz/ascii-chunks.js';
import { convertGlbToUsdz } from '../../../src/conversion/usdz/convert-glb-to-usdz.js';
import { SiblingNames, sanitisePrimName } from '../../../src/conversion/usdz/prim-names.js';
import { decimalsFor } from '../../../src/conversion/usdz/usda-writer.js';
import { addMeshNode, boxPrimitive, glb, largeGrid, newDocument } from './glb-fixtures.js';
import { readUsdzPackage } from './usdz-package-reader.js';

/** The most decimals any number of the layer's `attribute` arrays carries. */
async function decimalsWritten(model: Uint8Array, attribute: string): Promise<number> {
  const layer = readUsdzPackage((await convertGlbToUsdz(model)).usdz).find((file) => file.name === 'model.usda');
  const text = Buffer.from(layer?.data ?? []).toString('latin1');
  const lines = text.split('\n').filter((line) => line.includes(` ${attribute} = [`));
  expect(lines.length).toBeGreaterThan(0);
  const numbers = lines.flatMap((line) => line.split('= [')[1].match(/-?[\d.]+/g) ?? []);
  return Math.max(...numbers.map((number) => number.split('.')[1]?.length ?? 0));
}

function formatted(values: number[], decimals: number): string[] {
  const out = new AsciiChunks();
  for (const value of values) {
    out.decimal(value, decimals, 10 ** decimals);
    out.byte(32);
  }
  const bytes = Buffer.concat(out.finish());
  return bytes.toString('latin1').trim().split(' ');
}

describe('USDA text helpers', () => {
  it('formats numbers as USD and JSON both read them, rounded, without trailing zeros', () => {
    expect(formatted([0, -0, 0.5, -0.25, 1, -12, 3.14159265, 0.0000123, 1e-9, 100.5, NaN, Infinity], 6)).toEqual([
      '0',
      '0',
      '0.5',
      '-0.25',
      '1',
      '-12',
      '3.141593',
      '0.000012',
      '0',
      '100.5',
      '0',
      '0',
    ]);
    for (const text of formatted([0.1, -7.000001, 123456.7], 7)) expect(Number.isFinite(JSON.parse(text))).toBe(true);
    expect(formatted([1e20], 7)).toEqual(['100000000000000000000']);
  });

  it('writes integers and survives chunk boundaries', () => {
    const out = new AsciiChunks();
    const count = 2_000_000;
    for (let i = 0; i < count; i++) {
      out.integer(i);
      out.byte(44);
    }
    const chunks = out.finish();
    expect(chunks.length).toBeGreaterThan(1);
    const numbers = Buffer.concat(chunks).toString('latin1').split(',');
    expect(numbers).toHaveLength(count + 1);
    expect(numbers[count - 1]).toBe(String(count - 1));
  });

  it('keeps about the requested significant digits for the largest magnitude', () => {
    expect(decimalsFor([0.5, -0.25], 7)).toBe(7);
    expect(decimalsFor([5000.25, 1], 7)).toBe(3);
    expect(decimalsFor([0, 0], 7)).toBe(0);
    expect(decimalsFor([1e9], 7)).toBe(0);
    expect(decimalsFor([NaN, Infinity, 2], 4)).toBe(3);
  });

  it('writes points to a ten-thousandth of their mesh and UVs to four decimals', async () => {
    const house = newDocument();
    addMeshNode(house, 'Haus', [boxPrimitive(house, 10.123456)]);
    // A 10 m box: millimetres (three decimals).
    expect(await decimalsWritten(await glb(house), 'points')).toBe(3);
    // The 1 m grid keeps a tenth of a millimetre; its UVs (k / 60) four decimals.
    const grid = await largeGrid(60);
    expect(await decimalsWritten(grid, 'points')).toBe(4);
    expect(await decimalsWritten(grid, 'primvars:st')).toBe(4);
  });

  it('makes valid, unique prim names from any glTF name', () => {
    expect(sanitisePrimName('Tür links', 'Node')).toBe('Tur_links');
    expect(sanitisePrimName('Straße', 'Node')).toBe('Strasse');
    expect(sanitisePrimName('3D-Modell', 'Node')).toBe('_3D_Modell');
    expect(sanitisePrimName('', 'Mesh')).toBe('Mesh');
    expect(sanitisePrimName('日本', 'Mesh')).toBe('Mesh');
    const names = new SiblingNames();
    expect(['Wand', 'Wand', 'Wand_1', 'wand'].map((name) => names.claim(name, 'Node'))).toEqual([
      'Wand',
      'Wand_1',
      'Wand_1_1',
      'wand',
    ]);
  });
});
