import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Color, type Group, type Material, type Mesh, MeshStandardMaterial } from 'three';
import { isWindowMaterial } from '../../rules/window-glass.js';

/** Warm room light behind the panes. */
const ROOM_LIGHT = new Color('#ffc46b');
const ROOM_LIGHT_INTENSITY = 1.2;

function windowMaterials(house: Group): MeshStandardMaterial[] {
  const found = new Set<MeshStandardMaterial>();
  house.traverse((object) => {
    const materials = (object as Mesh).isMesh ? ([] as Material[]).concat((object as Mesh).material) : [];
    for (const material of materials) {
      if (material instanceof MeshStandardMaterial && isWindowMaterial(material.name)) found.add(material);
    }
  });
  return [...found];
}

/** At night the window panes glow warm, as if the rooms were lit; the day look is restored after. */
export const LitWindows = ({ house, lit }: { house: Group; lit: boolean }) => {
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    if (!lit) return undefined;
    const panes = windowMaterials(house).map((material) => ({
      material,
      emissive: material.emissive.clone(),
      intensity: material.emissiveIntensity,
    }));
    for (const { material } of panes) {
      material.emissive.copy(ROOM_LIGHT);
      material.emissiveIntensity = ROOM_LIGHT_INTENSITY;
    }
    invalidate();
    return () => {
      for (const { material, emissive, intensity } of panes) {
        material.emissive.copy(emissive);
        material.emissiveIntensity = intensity;
      }
      invalidate();
    };
  }, [house, lit, invalidate]);

  return null;
};
