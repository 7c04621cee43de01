import { Document, Material, NodeIO } from '@gltf-transform/core';
import { hexToLinear } from './colour.js';
import { DemoHouseSpec, DemoViewVariant } from './demo-houses.data.js';
import { Solid } from './geometry.js';
import { MaterialKey, materialLooks } from './house-materials.js';
import { buildHouseParts } from './house-parts.js';
import { toMeshArrays } from './mesh-arrays.js';

/**
 * The house as a binary glTF in metres (Y up, base at y = 0, front towards +Z): one node and
 * mesh per part, one primitive per material.
 */
export async function buildHouseGlb(spec: DemoHouseSpec, variant: DemoViewVariant): Promise<Uint8Array> {
  const document = new Document();
  document.getRoot().getAsset().generator = 'Hauskonfigurator Demo-Katalog';
  const buffer = document.createBuffer();
  const looks = materialLooks(spec);
  const materials = new Map<MaterialKey, Material>();
  const material = (key: MaterialKey): Material => {
    const existing = materials.get(key);
    if (existing) return existing;
    const look = looks[key];
    const created = document
      .createMaterial(look.name)
      .setBaseColorFactor([...hexToLinear(look.colour), 1])
      .setMetallicFactor(look.metallic)
      .setRoughnessFactor(look.roughness);
    materials.set(key, created);
    return created;
  };
  const accessor = (type: 'VEC2' | 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array | Uint32Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);

  const house = document.createNode(spec.name);
  document.getRoot().setDefaultScene(document.createScene(spec.name).addChild(house));
  for (const part of buildHouseParts(spec, variant)) {
    const mesh = document.createMesh(part.name);
    const byMaterial = new Map<MaterialKey, Solid[]>();
    for (const body of part.bodies)
      byMaterial.set(body.material, [...(byMaterial.get(body.material) ?? []), body.solid]);
    for (const [key, solids] of byMaterial) {
      const arrays = toMeshArrays(solids);
      const primitive = document
        .createPrimitive()
        .setAttribute('POSITION', accessor('VEC3', arrays.positions))
        .setAttribute('NORMAL', accessor('VEC3', arrays.normals))
        .setAttribute('TEXCOORD_0', accessor('VEC2', arrays.uvs))
        .setIndices(accessor('SCALAR', arrays.indices))
        .setMaterial(material(key));
      mesh.addPrimitive(primitive);
    }
    house.addChild(document.createNode(part.name).setMesh(mesh));
  }
  return new NodeIO().writeBinary(document);
}
