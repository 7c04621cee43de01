/**
 * The few WebXR declarations the viewer uses (TypeScript's DOM library has none, and
 * @types/webxr is not among the packages).
 */
export interface XrSystem {
  isSessionSupported(mode: 'immersive-ar'): Promise<boolean>;
  requestSession(mode: 'immersive-ar', options: XrSessionInit): Promise<XrSession>;
}

interface XrSessionInit {
  requiredFeatures?: string[];
  optionalFeatures?: string[];
  domOverlay?: { root: Element };
}

export interface XrSession extends EventTarget {
  requestReferenceSpace(type: 'viewer' | 'local'): Promise<XrSpace>;
  requestHitTestSource?(options: { space: XrSpace }): Promise<XrHitTestSource> | undefined;
  end(): Promise<void>;
}

type XrSpace = object;

export interface XrHitTestSource {
  cancel(): void;
}

export interface XrFrame {
  getHitTestResults(
    source: XrHitTestSource,
  ): { getPose(space: XrSpace): { transform: { matrix: Float32Array } } | undefined }[];
}

export const xrSystem = (): XrSystem | undefined => (navigator as Navigator & { xr?: XrSystem }).xr;
