import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import { Alert, Box, Button, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { Canvas, type RootState } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WebGLRenderer } from 'three';
import { DEFAULT_DAY_PROGRESS } from '../constants/day-progress.js';
import { DEFAULT_HOUSE_HEADING, DEFAULT_SUN_DATE_PRESET, DEFAULT_SUN_LOCATION } from '../constants/sun-location.js';
import { VIEWER } from '../constants/viewer.js';
import { PropertyShape } from '../enums/property-shape.js';
import { formatMessage } from '../messages/format.js';
import { UI_MESSAGES } from '../messages/ui-messages.de.js';
import { DEFAULT_FOOTPRINT } from '../rules/plot-terrain.js';
import { sunDateOf } from '../rules/sun-dates.js';
import type { SunSetting } from '../rules/sun-path.js';
import { ArControl } from './ar/ArControl.js';
import { MODEL_SCALE_DENOMINATOR } from './ar/ArDialog.js';
import { startWebXr } from './ar/start-webxr.js';
import { useArFallbackNotice } from './ar/use-ar-fallback-notice.js';
import type { XrSession } from './ar/xr-types.js';
import { DayProgressControl } from './controls/DayProgressControl.js';
import { DetailFailedNotice } from './controls/DetailStatus.js';
import { ImagesPanel } from './controls/ImagesPanel.js';
import { LoadStatus } from './controls/LoadStatus.js';
import { SunControls } from './controls/SunControls.js';
import { useControllable } from './controls/use-controllable.js';
import { sunFacts } from './scene/sun-facts.js';
import { VIEWER_TARGET_PX } from './controls/target-size.js';
import { useFullscreen } from './controls/use-fullscreen.js';
import { ViewerToolbar } from './controls/ViewerToolbar.js';
import type { FetchFile } from './model/download-model.js';
import { type ModelDetail, useHouseModel } from './model/use-house-model.js';
import { INTERACTION_CURSORS, InteractionState } from './scene/interaction-state.js';
import { plotFacts } from './scene/plot-facts.js';
import { ViewerScene } from './scene/ViewerScene.js';
import { WebGlBoundary } from './scene/WebGlBoundary.js';
import { SKYBOX_LABELS, SkyboxKind } from './sky/skybox-kind.js';
import type { HouseViewerProps } from './viewer-props.js';

/** The canvas's focusable element (react-three-fiber puts the Canvas props on its wrapper). */
const CANVAS_SELECTOR = '[data-viewer-canvas]';

/** Below this the picture would be too small to see a house. */
const CANVAS_MIN_HEIGHT = 120;

const CAMERA = {
  fov: VIEWER.camera.fov,
  near: VIEWER.camera.near,
  far: VIEWER.camera.far,
  position: [...VIEWER.camera.position] as [number, number, number],
};

/**
 * The 3D house viewer (spec sections 1, 2, 4, 8, 9). The root carries its state for tests and the
 * benchmark: `data-state` (loading, ready after the first frame with the model, error, empty
 * without models),
 * `data-first-frame-ms` (model request to that frame), `data-detail` (what that frame and the
 * later ones show: `preview` while the full model still loads, then `full`), `data-interaction`, `data-skybox`,
 * `data-day-progress`, the real sun (`data-sun-date`, `data-house-heading`, `data-sun-altitude`,
 * `data-sun-azimuth`), `data-fullscreen`, `data-house-frame` (where the house's bounding box
 * lands on the canvas once the camera rests, see scene/house-frame.ts) and the plot
 * (`data-plot-shape`, `data-plot-slope`, `data-base-height`).
 *
 * The controls sit in bars above and below the picture, never over it, so they cannot hide the
 * house, which the camera fits into the canvas (scene/use-camera-fit.ts).
 */
export default function HouseViewer(props: HouseViewerProps) {
  const { models, title, requestHeaders, images, onLeave, height = 480, autoFocus = false } = props;
  const plotShape = props.propertyShape ?? PropertyShape.STRAIGHT;
  const root = useRef<HTMLDivElement | null>(null);
  // Dialogs and menus are mounted inside the viewer, so they show in fullscreen too.
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const setRoot = useCallback((element: HTMLDivElement | null) => {
    root.current = element;
    setRootElement(element);
  }, []);
  const renderer = useRef<WebGLRenderer | null>(null);
  const [modelId, setModelId] = useState(props.initialModelId ?? models[0]?.id);
  const model = models.find((candidate) => candidate.id === modelId) ?? models[0];
  const [attempt, setAttempt] = useState(0);
  const [skybox, setSkybox] = useState(SkyboxKind.DAYTIME);
  const [dayProgress, setDayProgress] = useState(DEFAULT_DAY_PROGRESS);
  // The plan's own when the page keeps them (the visitor's choice, a request's orientation).
  const [sunDate, setSunDate] = useControllable(props.sunDate, props.onSunDate, DEFAULT_SUN_DATE_PRESET);
  const [heading, setHeading] = useControllable(props.houseHeading, props.onHouseHeading, DEFAULT_HOUSE_HEADING);
  const [sunSettingsOpen, setSunSettingsOpen] = useState(false);
  const sun: SunSetting = useMemo(
    () => ({ date: sunDateOf(sunDate), location: DEFAULT_SUN_LOCATION, heading }),
    [sunDate, heading],
  );
  const [interaction, setInteraction] = useState(InteractionState.NONE);
  const [imagesOpen, setImagesOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [arFallback, dismissArFallback] = useArFallbackNotice();
  const [arSession, setArSession] = useState<XrSession | null>(null);
  const [arScale, setArScale] = useState(1);
  const [firstFrame, setFirstFrame] = useState<{ key: string; ms: number; detail: ModelDetail }>();
  const [houseFrame, setHouseFrame] = useState<string>();
  const { fullscreen, pseudo, toggle: toggleFullscreen } = useFullscreen(root);
  // Beside the view on wide screens; on phones the panel covers the picture while it is open.
  const imagesBeside = useMediaQuery(useTheme().breakpoints.up('md'));
  const imagesShown = !!images && imagesOpen;
  // Receives the arrow keys for the orbit camera while the canvas has the focus.
  const [canvasArea, setCanvasArea] = useState<HTMLDivElement | null>(null);

  const fetchFile: FetchFile = useMemo(
    () => props.fetchFile ?? ((url, signal) => fetch(url, { headers: requestHeaders, signal })),
    [props.fetchFile, requestHeaders],
  );
  const publicFiles = props.publicFiles ?? !(requestHeaders || props.fetchFile);
  const modelState = useHouseModel(model, fetchFile, attempt, props.onModelError);
  const footprint = modelState?.status === 'ready' ? modelState.placement.footprint : DEFAULT_FOOTPRINT;
  // The canvas mounts one commit later: creating the WebGL context blocks the main thread for a
  // while, and the model download (started by the effect above) should run during that time.
  const [canvasMounted, setCanvasMounted] = useState(false);
  useEffect(() => setCanvasMounted(true), []);
  const loadKey = `${model?.id}:${attempt}`;
  const drawn = firstFrame?.key === loadKey && modelState?.status === 'ready';
  const startedAt = modelState?.status === 'ready' ? modelState.startedAt : 0;
  const detail = modelState?.status === 'ready' ? modelState.detail : 'full';
  const detailLoad = modelState?.status === 'ready' ? modelState.detailLoad : undefined;
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  // Opened on request: the focus follows into the view, where the arrow keys turn the house (the
  // canvas's element mounts one commit later); without WebGL it lands on the viewer itself.
  useEffect(() => {
    if (!autoFocus || !canvasMounted || !canvasArea) return undefined;
    const frame = requestAnimationFrame(() => {
      const canvas = canvasArea.querySelector<HTMLElement>(CANVAS_SELECTOR);
      (canvas ?? root.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [autoFocus, canvasMounted, canvasArea]);
  // The canvas that had the focus gave way to the WebGL message: the viewer takes it over.
  const onWebGlUnavailable = useCallback(() => {
    if (autoFocus && document.activeElement === document.body) root.current?.focus();
  }, [autoFocus]);

  // Called after the first frame of each scene: the preview's, then the full model's. The time
  // stays that of the first picture.
  const onFirstFrame = useCallback(
    () =>
      setFirstFrame((shown) => ({
        key: loadKey,
        ms: shown?.key === loadKey ? shown.ms : Math.round(performance.now() - startedAt),
        detail,
      })),
    [loadKey, startedAt, detail],
  );
  const onSkyboxError = useCallback(() => {
    setNotice(formatMessage(UI_MESSAGES.viewer.skyboxLoadFailed, SKYBOX_LABELS[SkyboxKind.REAL]));
    setSkybox(SkyboxKind.GREY);
  }, []);
  const onCreated = useCallback((state: RootState) => {
    renderer.current = state.gl;
    // Redrawn when the light or the house changes (see ViewerScene), not on every frame.
    state.gl.shadowMap.autoUpdate = false;
  }, []);

  const enterWebXr = async (realSize: boolean) => {
    if (!renderer.current || !root.current) return;
    try {
      const session = await startWebXr(renderer.current, root.current);
      setArScale(realSize ? 1 : 1 / MODEL_SCALE_DENOMINATOR);
      setArSession(session);
      session.addEventListener('end', () => setArSession(null), { once: true });
    } catch {
      setNotice(UI_MESSAGES.viewer.arFailed);
    }
  };

  const state = !model ? 'empty' : modelState?.status === 'error' ? 'error' : drawn ? 'ready' : 'loading';
  const shownNotice = notice ?? (arFallback ? UI_MESSAGES.viewer.arFailed : undefined);

  return (
    <Box
      ref={setRoot}
      role="region"
      aria-label={formatMessage(UI_MESSAGES.viewer.region, title)}
      tabIndex={-1}
      data-testid="house-viewer"
      data-state={state}
      data-first-frame-ms={drawn ? firstFrame.ms : undefined}
      data-detail={drawn ? firstFrame.detail : undefined}
      data-interaction={interaction}
      data-skybox={skybox}
      data-day-progress={dayProgress}
      {...sunFacts(dayProgress, sun)}
      data-fullscreen={fullscreen}
      data-house-frame={drawn ? houseFrame : undefined}
      {...plotFacts(plotShape, footprint)}
      sx={{
        display: 'flex',
        bgcolor: 'grey.200',
        overflow: 'hidden',
        ...(fullscreen ? { width: '100%', height: '100%' } : { height, borderRadius: 1 }),
        ...(pseudo && { position: 'fixed', inset: 0, zIndex: 1500, height: '100dvh' }),
      }}
    >
      {/* min sizes 0: the canvas follows its box when it shrinks (leaving fullscreen), and the
          images panel keeps its place inside the viewer. */}
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <ViewerToolbar
          models={models}
          container={rootElement}
          modelId={model?.id}
          onModel={setModelId}
          skybox={skybox}
          onSkybox={setSkybox}
          imagesOpen={images ? imagesOpen : null}
          onImages={() => setImagesOpen((open) => !open)}
          fullscreen={fullscreen}
          onFullscreen={() => void toggleFullscreen()}
          onLeave={onLeave}
          ar={
            arSession ? (
              <Button
                size="small"
                variant="contained"
                onClick={() => void arSession.end()}
                sx={{ minHeight: VIEWER_TARGET_PX }}
              >
                {UI_MESSAGES.viewer.arExit}
              </Button>
            ) : (
              model && (
                <ArControl
                  model={{ modelUrl: model.modelUrl, usdzUrl: model.usdzUrl, needsAuth: !publicFiles }}
                  title={title}
                  fetchFile={fetchFile}
                  container={rootElement}
                  onWebXr={(realSize) => void enterWebXr(realSize)}
                  onError={setNotice}
                />
              )
            )
          }
        />
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: CANVAS_MIN_HEIGHT }}>
          <Box
            ref={setCanvasArea}
            sx={{
              position: 'absolute',
              inset: 0,
              overflow: 'hidden',
              cursor: INTERACTION_CURSORS[interaction],
              touchAction: 'none',
              // Inside the edge: the viewer clips what is drawn outside it.
              [`& ${CANVAS_SELECTOR}:focus-visible`]: {
                outline: '3px solid var(--focus-ring, currentColor)',
                outlineOffset: -3,
              },
            }}
          >
            {canvasMounted && (
              <WebGlBoundary onUnavailable={onWebGlUnavailable}>
                <Canvas
                  shadows="percentage"
                  frameloop="demand"
                  camera={CAMERA}
                  dpr={[1, 2]}
                  onCreated={onCreated}
                  tabIndex={0}
                  data-viewer-canvas=""
                  role="img"
                  aria-label={formatMessage(UI_MESSAGES.viewer.canvasLabel, title)}
                >
                  <ViewerScene
                    skybox={skybox}
                    dayProgress={dayProgress}
                    sun={sun}
                    model={modelState}
                    plotShape={plotShape}
                    footprint={footprint}
                    arSession={arSession}
                    arScale={arScale}
                    keyTarget={canvasArea}
                    onFirstFrame={onFirstFrame}
                    onInteraction={setInteraction}
                    onSkyboxError={onSkyboxError}
                    onHouseFrame={setHouseFrame}
                  />
                </Canvas>
              </WebGlBoundary>
            )}
            <LoadStatus state={modelState} onRetry={retry} />
          </Box>
          {imagesShown && !imagesBeside && <ImagesPanel images={images} overlay />}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            p: 1,
            '&:empty': { display: 'none' },
          }}
        >
          {detailLoad?.status === 'error' && <DetailFailedNotice error={detailLoad.error} onRetry={retry} />}
          {shownNotice && (
            <Alert severity="warning" onClose={() => (notice ? setNotice(undefined) : dismissArFallback())}>
              {shownNotice}
            </Alert>
          )}
          {arSession && <Alert severity="info">{UI_MESSAGES.viewer.arPlaceHint}</Alert>}
          {!arSession && (
            // Hidden, not removed, under the other skies: the picture keeps its size when the sky changes.
            <Box
              sx={{
                width: '100%',
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: 1,
                visibility: skybox === SkyboxKind.DAYTIME ? 'visible' : 'hidden',
              }}
            >
              <DayProgressControl value={dayProgress} onChange={setDayProgress} sun={sun} />
              {/* Date and compass on request: shown at once they took a second line, which left a
                  phone held sideways a picture 120 px high. */}
              <IconButton
                aria-label={UI_MESSAGES.viewer.sunSettings}
                title={UI_MESSAGES.viewer.sunSettings}
                aria-expanded={sunSettingsOpen}
                onClick={() => setSunSettingsOpen((open) => !open)}
                sx={{
                  alignSelf: 'center',
                  minWidth: VIEWER_TARGET_PX,
                  minHeight: VIEWER_TARGET_PX,
                  bgcolor: 'background.paper',
                }}
              >
                <WbSunnyOutlined />
              </IconButton>
              {sunSettingsOpen && (
                <SunControls
                  date={sunDate}
                  onDate={setSunDate}
                  heading={heading}
                  onHeading={setHeading}
                  container={rootElement}
                />
              )}
            </Box>
          )}
        </Box>
      </Box>
      {imagesShown && imagesBeside && <ImagesPanel images={images} overlay={false} />}
    </Box>
  );
}
