/** Settings of the 3D house viewer (spec section 9); lengths are scene units. */
export const VIEWER = {
  skyboxSize: 500,
  groundThickness: 0.04,
  camera: {
    fov: 40,
    near: 1,
    far: 600,
    position: [15, 2, 24],
  },
  shadowMapSize: 4096,
  decoderWorkerLimit: 4,
  dracoDecoderPath: '/decoder/draco',
  orbit: {
    targetHeight: 0.5,
    rotateSpeed: 0.4,
    enablePan: false,
    enableDamping: true,
    minDistance: 10,
    maxDistance: 100,
  },
} as const;
