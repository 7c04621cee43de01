import { pinchDollyRange } from './pinch-zoom.js';

const orbit = { minDistance: 10, maxDistance: 100 };

describe('pinchDollyRange', () => {
  it('lets one pinch bring the camera at most 1.6 times nearer or farther', () => {
    expect(pinchDollyRange(40, orbit)).toEqual({ minDistance: 25, maxDistance: 64 });
  });

  it('stays within the orbit range near its ends', () => {
    const near = pinchDollyRange(12, orbit);
    expect(near.minDistance).toBe(10);
    expect(near.maxDistance).toBeCloseTo(19.2, 10);
    expect(pinchDollyRange(90, orbit)).toEqual({ minDistance: 56.25, maxDistance: 100 });
  });

  it('never gives a range outside the orbit, even from a distance outside it', () => {
    expect(pinchDollyRange(5, orbit)).toEqual({ minDistance: 10, maxDistance: 10 });
    expect(pinchDollyRange(400, orbit)).toEqual({ minDistance: 100, maxDistance: 100 });
  });
});
