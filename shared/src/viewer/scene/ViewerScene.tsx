import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { XrPlacement } from '../ar/XrPlacement.js';
import type { XrSession } from '../ar/xr-types.js';
import { DEFAULT_DAY_PROGRESS } from '../../constants/day-progress.js';
import { PropertyShape } from '../../enums/property-shape.js';
import { exposedBaseHeight, type Footprint, terrainHeight } from '../../rules/plot-terrain.js';
import { ambientLevel, DEFAULT_SUN_SETTING, skyLight, sunElevation } from '../../rules/sun-light.js';
import type { SunSetting } from '../../rules/sun-path.js';
import { HouseModel } from '../model/HouseModel.js';
import type { ModelState } from '../model/use-house-model.js';
import { DaytimeSky } from '../sky/DaytimeSky.js';
import { GreySky } from '../sky/GreySky.js';
import { RealSky } from '../sky/RealSky.js';
import { SkyboxKind } from '../sky/skybox-kind.js';
import type { InteractionState } from './interaction-state.js';
import { LitWindows } from './LitWindows.js';
import { OrbitCamera } from './OrbitCamera.js';
import { PlotGround } from './PlotGround.js';
import { SkyLighting } from './SkyLighting.js';
import { TerrainCameraGuard } from './TerrainCameraGuard.js';

export interface ViewerSceneProps {
  skybox: SkyboxKind;
  dayProgress: number;
  /** Date, place and house heading the daytime sky's sun follows. */
  sun: SunSetting;
  model: ModelState | undefined;
  /** The plot the house stands on: flat, gently sloping or a hillside. */
  plotShape: PropertyShape;
  /** Where the house stands (its model's placement once loaded). */
  footprint: Footprint;
  /** While set, the camera image is the background: no sky, no ground, the house placed by tap. */
  arSession: XrSession | null;
  /** Scale of the house in AR: 1 is real size. */
  arScale: number;
  /** Element whose key presses turn the camera (Shift + arrow keys). */
  keyTarget: HTMLElement | null;
  onFirstFrame: () => void;
  onInteraction: (state: InteractionState) => void;
  onSkyboxError: (error: unknown) => void;
  /** Where the house lands on the canvas once the camera rests (`data-house-frame`). */
  onHouseFrame: (frame: string | undefined) => void;
}

const DAYTIME_EXPOSURE = 0.5;
/** Metres the shadow map covers before a house is there. */
const DEFAULT_SHADOW_RADIUS = 10;

const GROUND_COLORS: Record<SkyboxKind, string> = {
  [SkyboxKind.GREY]: '#d7d9dc',
  [SkyboxKind.REAL]: '#6f8f4e',
  [SkyboxKind.DAYTIME]: '#6f8f4e',
};

/** Everything inside the canvas: sky, light, the plot, the house and the orbit camera. */
export const ViewerScene = (props: ViewerSceneProps) => {
  const { skybox, dayProgress, sun, model, arSession, plotShape, footprint } = props;
  const arActive = arSession !== null;
  const shadowRadius = model?.status === 'ready' ? model.placement.radius : DEFAULT_SHADOW_RADIUS;
  const groundHeight = useMemo(() => (x: number) => terrainHeight(plotShape, footprint, x), [plotShape, footprint]);
  // Grey and real skies keep the default daylight; only the daytime sky follows the control.
  const daytime = skybox === SkyboxKind.DAYTIME;
  const progress = daytime ? dayProgress : DEFAULT_DAY_PROGRESS;
  const sunSetting = daytime ? sun : DEFAULT_SUN_SETTING;
  const light = skyLight(progress, sunSetting);
  const gl = useThree((state) => state.gl);
  const scene = model?.status === 'ready' ? model.scene : undefined;
  const lightKey = `${light.direction.join()}:${light.intensity}`;

  // The physical sky is far brighter than the painted ones: it is exposed at half, the lights
  // are doubled to match, so the house looks the same under every sky.
  const exposure = skybox === SkyboxKind.DAYTIME ? DAYTIME_EXPOSURE : 1;
  useEffect(() => {
    gl.toneMappingExposure = exposure;
  }, [gl, exposure]);

  // The shadow map depends on the light and the house, not on the camera: it is drawn again only
  // when one of them changes, which keeps orbiting fast on weak (and software) GPUs. Marked during
  // the commit, so the first frame with a new house already has its shadow.
  useLayoutEffect(() => {
    gl.shadowMap.needsUpdate = true;
  }, [gl, scene, shadowRadius, arActive, lightKey, groundHeight]);

  return (
    <>
      {!arActive && skybox === SkyboxKind.GREY && <GreySky />}
      {!arActive && skybox === SkyboxKind.REAL && <RealSky onError={props.onSkyboxError} />}
      {!arActive && skybox === SkyboxKind.DAYTIME && <DaytimeSky dayProgress={dayProgress} sun={sun} />}
      <SkyLighting
        light={light}
        ambient={ambientLevel(progress, sunSetting)}
        gain={1 / exposure}
        skyColor={skybox === SkyboxKind.GREY ? '#ffffff' : '#cfe3ff'}
        groundColor={skybox === SkyboxKind.GREY ? '#9a9a9a' : '#5a6b40'}
        shadowRadius={shadowRadius}
      />
      {!arActive && (
        <PlotGround
          shape={plotShape}
          footprint={footprint}
          height={groundHeight}
          color={GROUND_COLORS[skybox]}
          withHouse={model?.status === 'ready'}
        />
      )}
      {model?.status === 'ready' && !arActive && <HouseModel scene={model.scene} onFirstFrame={props.onFirstFrame} />}
      {scene && !arActive && <LitWindows house={scene} lit={daytime && sunElevation(progress, sunSetting) < 0} />}
      {arSession && model?.status === 'ready' && (
        <XrPlacement session={arSession} house={model.scene} scale={props.arScale} />
      )}
      {!arActive && (
        <OrbitCamera
          onInteraction={props.onInteraction}
          keyTarget={props.keyTarget}
          house={scene}
          baseBelow={exposedBaseHeight(plotShape, footprint)}
          onHouseFrame={props.onHouseFrame}
        />
      )}
      {/* After the orbit camera, so it corrects the orbit's move before the frame is drawn. */}
      {!arActive && plotShape !== PropertyShape.STRAIGHT && <TerrainCameraGuard height={groundHeight} />}
    </>
  );
};
