import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import { Alert, Box, Button, IconButton } from '@mui/material';
import { Canvas } from '@react-three/fiber';
import { useState } from 'react';
import { VIEWER } from '../constants/viewer.js';
import { PropertyShape } from '../enums/property-shape.js';
import { formatMessage } from '../messages/format.js';
import { UI_MESSAGES } from '../messages/ui-messages.de.js';
import { ArControl } from './ar/ArControl.js';
import { DayProgressControl } from './controls/DayProgressControl.js';
import { DetailFailedNotice } from './controls/DetailStatus.js';
import { ImagesPanel } from './controls/ImagesPanel.js';
import { LoadStatus } from './controls/LoadStatus.js';
import { SunControls } from './controls/SunControls.js';
import { VIEWER_TARGET_PX } from './controls/target-size.js';
import { useFullscreen } from './controls/use-fullscreen.js';
import { ViewerToolbar } from './controls/ViewerToolbar.js';
import { INTERACTION_CURSORS, InteractionState } from './scene/interaction-state.js';
import { plotFacts } from './scene/plot-facts.js';
import { sunFacts } from './scene/sun-facts.js';
import { routeThreeConsole } from './scene/three-console.js';
import { ViewerScene } from './scene/ViewerScene.js';
import { WebGlBoundary } from './scene/WebGlBoundary.js';
import { SkyboxKind } from './sky/skybox-kind.js';
import { useFileAccess } from './use-file-access.js';
import { useShownModel } from './use-shown-model.js';
import { CANVAS_SELECTOR, useViewerCanvas } from './use-viewer-canvas.js';
import { useViewerAr } from './use-viewer-ar.js';
import { useViewerLight } from './use-viewer-light.js';
import { useViewerNotice } from './use-viewer-notice.js';
import { useViewerPanels } from './use-viewer-panels.js';
import { useViewerRoot } from './use-viewer-root.js';
import type { HouseViewerProps } from './viewer-props.js';

routeThreeConsole();

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
  const { models, title, images, onLeave, arLinks, height = 480, autoFocus = false } = props;
  const plotShape = props.propertyShape ?? PropertyShape.STRAIGHT;
  const { root, rootElement, setRoot } = useViewerRoot();
  const { fetchFile, publicFiles } = useFileAccess(props);
  const shown = useShownModel(models, props.initialModelId, fetchFile, props.onModelError);
  const { model, modelState, footprint, detailLoad, retry } = shown;
  // After the model: its download starts before the canvas mounts (see useViewerCanvas).
  const canvas = useViewerCanvas(autoFocus, root);
  const notice = useViewerNotice();
  const light = useViewerLight(props, notice.report);
  const { skybox, dayProgress, sun } = light;
  const { session: arSession, scale: arScale, enterWebXr } = useViewerAr(canvas.renderer, root, notice.report);
  const { fullscreen, pseudo, toggle: toggleFullscreen } = useFullscreen(root);
  const panels = useViewerPanels(images);
  const [interaction, setInteraction] = useState(InteractionState.NONE);

  return (
    <Box
      ref={setRoot}
      role="region"
      aria-label={formatMessage(UI_MESSAGES.viewer.region, title)}
      tabIndex={-1}
      data-testid="house-viewer"
      {...shown.facts}
      data-interaction={interaction}
      data-skybox={skybox}
      data-day-progress={dayProgress}
      {...sunFacts(dayProgress, sun)}
      data-fullscreen={fullscreen}
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
          onModel={shown.chooseModel}
          skybox={skybox}
          onSkybox={light.setSkybox}
          imagesOpen={panels.imagesOpen}
          onImages={panels.toggleImages}
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
                  model={{
                    modelUrl: model.modelUrl,
                    usdzUrl: model.usdzUrl,
                    needsAuth: !publicFiles,
                    arLinks: arLinks && (() => arLinks(model.id)),
                  }}
                  title={title}
                  fetchFile={fetchFile}
                  container={rootElement}
                  onWebXr={(realSize) => void enterWebXr(realSize)}
                  onError={notice.report}
                />
              )
            )
          }
        />
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: CANVAS_MIN_HEIGHT }}>
          <Box
            ref={canvas.setCanvasArea}
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
            {canvas.canvasMounted && (
              <WebGlBoundary onUnavailable={canvas.onWebGlUnavailable}>
                <Canvas
                  shadows="percentage"
                  frameloop="demand"
                  camera={CAMERA}
                  dpr={[1, 2]}
                  onCreated={canvas.onCreated}
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
                    keyTarget={canvas.canvasArea}
                    onFirstFrame={shown.onFirstFrame}
                    onInteraction={setInteraction}
                    onSkyboxError={light.onSkyboxError}
                    onHouseFrame={shown.onHouseFrame}
                  />
                </Canvas>
              </WebGlBoundary>
            )}
            <LoadStatus state={modelState} onRetry={retry} />
          </Box>
          {panels.shownImages && !panels.imagesBeside && <ImagesPanel images={panels.shownImages} overlay />}
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
          {notice.shown && (
            <Alert severity="warning" onClose={notice.dismiss}>
              {notice.shown}
            </Alert>
          )}
          {arSession && <Alert severity="info">{UI_MESSAGES.viewer.arPlaceHint}</Alert>}
          {!arSession && skybox === SkyboxKind.DAYTIME && (
            // Only under the daytime sky: kept hidden under the others it left an empty strip below
            // the picture; the picture takes that room instead (the camera fits the house again).
            <Box sx={{ width: '100%', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
              <DayProgressControl value={dayProgress} onChange={light.setDayProgress} sun={sun} />
              {/* Date and compass on request: shown at once they took a second line, which left a
                  phone held sideways a picture 120 px high. */}
              <IconButton
                aria-label={UI_MESSAGES.viewer.sunSettings}
                title={UI_MESSAGES.viewer.sunSettings}
                aria-expanded={panels.sunSettingsOpen}
                onClick={panels.toggleSunSettings}
                sx={{
                  alignSelf: 'center',
                  minWidth: VIEWER_TARGET_PX,
                  minHeight: VIEWER_TARGET_PX,
                  bgcolor: 'background.paper',
                }}
              >
                <WbSunnyOutlined />
              </IconButton>
              {panels.sunSettingsOpen && (
                <SunControls
                  date={light.sunDate}
                  onDate={light.setSunDate}
                  heading={light.heading}
                  onHeading={light.setHeading}
                  container={rootElement}
                />
              )}
            </Box>
          )}
        </Box>
      </Box>
      {panels.shownImages && panels.imagesBeside && <ImagesPanel images={panels.shownImages} overlay={false} />}
    </Box>
  );
}
