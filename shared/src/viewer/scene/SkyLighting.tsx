import { useLayoutEffect, useRef } from 'react';
import type { DirectionalLight } from 'three';
import { VIEWER } from '../../constants/viewer.js';
import type { SkyLight } from '../../rules/sun-light.js';

interface SkyLightingProps {
  light: SkyLight;
  /** 0..1: the sky's fill light. */
  ambient: number;
  /** Factor on both lights, undoing the renderer's exposure. */
  gain: number;
  skyColor: string;
  groundColor: string;
  /** Radius around the house the shadow map must cover, in metres. */
  shadowRadius: number;
}

/** Distance of the light from the house: far enough for the whole model, close for crisp shadows. */
const LIGHT_DISTANCE = 60;

/** The sun (or moon) with shadows of spec section 9's map size, and the sky's fill light. */
export const SkyLighting = ({ light, ambient, gain, skyColor, groundColor, shadowRadius }: SkyLightingProps) => {
  const sun = useRef<DirectionalLight>(null);
  const [x, y, z] = light.direction;

  // During the commit, like the shadow map's redraw (ViewerScene): the first frame with a new
  // house draws its shadow with this camera.
  useLayoutEffect(() => {
    const camera = sun.current?.shadow.camera;
    if (!camera) return;
    // Fit the shadow camera to the house: the 4096 map then gives sharp edges.
    const extent = shadowRadius * 1.5 + 2;
    camera.left = -extent;
    camera.right = extent;
    camera.top = extent;
    camera.bottom = -extent;
    camera.near = 1;
    camera.far = LIGHT_DISTANCE * 2;
    camera.updateProjectionMatrix();
  }, [shadowRadius]);

  return (
    <>
      <hemisphereLight color={skyColor} groundColor={groundColor} intensity={(0.4 + ambient * 1.4) * gain} />
      <directionalLight
        ref={sun}
        position={[x * LIGHT_DISTANCE, Math.max(y, 0.02) * LIGHT_DISTANCE, z * LIGHT_DISTANCE]}
        color={light.color}
        intensity={light.intensity * gain}
        castShadow={light.intensity > 0}
        shadow-mapSize={[VIEWER.shadowMapSize, VIEWER.shadowMapSize]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
      />
    </>
  );
};
