import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Group, type Mesh, RingGeometry } from 'three';
import type { XrFrame, XrHitTestSource, XrSession } from './xr-types.js';

interface XrPlacementProps {
  session: XrSession;
  house: Group;
  /** 1 at real size (metres), smaller for a table-top model. */
  scale: number;
}

/**
 * In an AR session: a ring marks the surface the device looks at (hit test); a tap places the
 * house there, standing on it at the chosen scale. Tapping again moves it.
 */
export const XrPlacement = ({ session, house, scale }: XrPlacementProps) => {
  const gl = useThree((state) => state.gl);
  const reticle = useRef<Mesh>(null);
  const placed = useRef<Group>(null);
  const [visible, setVisible] = useState(false);
  const hitSource = useRef<XrHitTestSource | undefined>(undefined);
  const ring = useMemo(() => new RingGeometry(0.15, 0.2, 32).rotateX(-Math.PI / 2), []);

  useEffect(() => {
    let cancelled = false;
    void session
      .requestReferenceSpace('viewer')
      .then((space) => session.requestHitTestSource?.({ space }))
      .then((source) => {
        if (cancelled) source?.cancel();
        else hitSource.current = source;
      });
    const select = () => {
      if (!reticle.current?.visible || !placed.current) return;
      placed.current.position.setFromMatrixPosition(reticle.current.matrix);
      setVisible(true);
    };
    session.addEventListener('select', select);
    return () => {
      cancelled = true;
      session.removeEventListener('select', select);
      hitSource.current?.cancel();
      hitSource.current = undefined;
    };
  }, [session]);

  useEffect(() => () => ring.dispose(), [ring]);

  useFrame((_state, _delta, frame) => {
    const marker = reticle.current;
    const space = gl.xr.getReferenceSpace();
    if (!marker || !frame || !hitSource.current || !space) return;
    const pose = (frame as XrFrame).getHitTestResults(hitSource.current)[0]?.getPose(space);
    marker.visible = !!pose;
    if (pose) marker.matrix.fromArray(pose.transform.matrix);
  });

  return (
    <>
      <mesh ref={reticle} geometry={ring} matrixAutoUpdate={false} visible={false}>
        <meshBasicMaterial color="#ffffff" />
      </mesh>
      <group ref={placed} visible={visible} scale={scale}>
        <primitive object={house} />
      </group>
    </>
  );
};
