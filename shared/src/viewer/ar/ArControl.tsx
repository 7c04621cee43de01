import ViewInAr from '@mui/icons-material/ViewInAr';
import { Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import type { ArLinkDto } from '../../types/ar-link.dto.js';
import type { FetchFile } from '../model/download-model.js';
import { AR_ICON } from './ar-icon.js';
import { quickLookHref, sceneViewerIntent } from './ar-links.js';
import { type ArModel, ArMode, pickArMode, supportsWebXr } from './ar-support.js';
import { VIEWER_TARGET_PX } from '../controls/target-size.js';
import { ArDialog } from './ArDialog.js';

interface ArControlProps {
  model: ArModel;
  title: string;
  fetchFile: FetchFile;
  /** Where the dialog is mounted, so it shows in fullscreen too. */
  container: Element | null;
  onWebXr: (realSize: boolean) => void;
  onError: (message: string) => void;
}

/** Signed links are fetched again this long before they expire, so the AR app still gets a valid one. */
const LINK_MARGIN_MS = 60_000;

const usable = (links: ArLinkDto | null, modelUrl: string, linkedUrl: string | null): links is ArLinkDto =>
  links !== null &&
  linkedUrl === modelUrl &&
  (links.expiresAt === null || Date.parse(links.expiresAt) - LINK_MARGIN_MS > Date.now());

/**
 * The AR button where the device can show AR (spec section 1), otherwise the "AR unavailable"
 * note. Quick Look gets a real `rel="ar"` link to the USDZ. Quick Look and Scene Viewer cannot
 * send headers: for a model that needs the app's token they open signed links, fetched when the
 * button is tapped (so starting AR in the dialog follows the tap at once, as the browsers want for
 * opening another app); without `arLinks` the USDZ is fetched and linked as a blob URL.
 */
export const ArControl = ({ model, title, fetchFile, container, onWebXr, onError }: ArControlProps) => {
  const [webXr, setWebXr] = useState<boolean>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [realSize, setRealSize] = useState(true);
  const [preparing, setPreparing] = useState(false);
  const quickLook = useRef<HTMLAnchorElement>(null);
  // The signed links and the model they were fetched for.
  const signed = useRef<{ links: ArLinkDto | null; modelUrl: string | null }>({ links: null, modelUrl: null });

  useEffect(() => {
    let current = true;
    void supportsWebXr().then((supported) => current && setWebXr(supported));
    return () => {
      current = false;
    };
  }, []);

  if (webXr === undefined) return null;
  const mode = pickArMode(model, webXr);
  if (!mode) {
    return (
      <Typography
        variant="caption"
        role="note"
        sx={{ bgcolor: 'rgba(255,255,255,0.85)', px: 1, py: 0.25, borderRadius: 1 }}
      >
        {UI_MESSAGES.viewer.arUnavailable}
      </Typography>
    );
  }

  const signedLinks = async (): Promise<ArLinkDto | null> => {
    const { links, modelUrl } = signed.current;
    if (usable(links, model.modelUrl, modelUrl)) return links;
    if (!model.arLinks) return null;
    setPreparing(true);
    try {
      const fetched = await model.arLinks();
      signed.current = { links: fetched, modelUrl: model.modelUrl };
      return fetched;
    } finally {
      setPreparing(false);
    }
  };

  const signedFirst = model.needsAuth && model.arLinks !== undefined && mode !== ArMode.WEBXR;

  const openDialog = async () => {
    if (signedFirst) {
      try {
        await signedLinks();
      } catch {
        onError(UI_MESSAGES.viewer.arLinkFailed);
        return;
      }
    }
    setDialogOpen(true);
  };

  const openSigned = async (open: (links: ArLinkDto) => void) => {
    try {
      const links = await signedLinks();
      if (links) open(links);
    } catch {
      onError(UI_MESSAGES.viewer.arLinkFailed);
    }
  };

  const openQuickLook = async () => {
    const anchor = quickLook.current;
    if (!anchor || !model.usdzUrl) return;
    if (signedFirst) {
      await openSigned((links) => {
        if (links.usdzUrl) {
          anchor.href = quickLookHref(links.usdzUrl, realSize);
          anchor.click();
        } else onError(UI_MESSAGES.viewer.arLinkFailed);
      });
      return;
    }
    if (model.needsAuth) {
      setPreparing(true);
      try {
        const response = await fetchFile(model.usdzUrl, new AbortController().signal);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blobUrl = URL.createObjectURL(await response.blob());
        anchor.href = quickLookHref(blobUrl, realSize);
        // Quick Look has read the file once the link was followed.
        setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
      } catch {
        onError(UI_MESSAGES.viewer.arFailed);
        return;
      } finally {
        setPreparing(false);
      }
    }
    anchor.click();
  };

  const start = () => {
    setDialogOpen(false);
    if (mode === ArMode.QUICK_LOOK) void openQuickLook();
    else if (mode === ArMode.SCENE_VIEWER && signedFirst) {
      void openSigned((links) => {
        location.href = sceneViewerIntent(links.modelUrl, title, realSize);
      });
    } else if (mode === ArMode.SCENE_VIEWER) location.href = sceneViewerIntent(model.modelUrl, title, realSize);
    else onWebXr(realSize);
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<ViewInAr />}
        disabled={preparing}
        onClick={() => void openDialog()}
        sx={{ minHeight: VIEWER_TARGET_PX }}
        data-ar-mode={mode}
      >
        {preparing ? UI_MESSAGES.viewer.arPreparing : UI_MESSAGES.viewer.ar}
      </Button>
      {mode === ArMode.QUICK_LOOK && model.usdzUrl && (
        <a
          ref={quickLook}
          rel="ar"
          href={model.needsAuth ? undefined : quickLookHref(model.usdzUrl, realSize)}
          aria-hidden="true"
          tabIndex={-1}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
        >
          <img src={AR_ICON} alt="" width={1} height={1} />
        </a>
      )}
      <ArDialog
        open={dialogOpen}
        container={container}
        realSize={realSize}
        onRealSizeChange={setRealSize}
        onStart={start}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
};
