// @vitest-environment node
// Pure functions: no DOM needed, and Node starts much faster than jsdom.
import { describe, it, expect } from 'vitest';
import { headerScrollThreshold, timing } from '../../machines';
import { messageRows } from '../../src/components/ContactForm/messageRows';
import { mapHeight } from '../../src/sections/MapFrame/mapHeight';

/**
 * The component tests read their durations from `timing`, so they keep passing if a constant
 * drifts. This pins the constants themselves to the specification's table (§9).
 */
describe('business constants match the specification (§9)', () => {
  it('loader 1000 ms, simulated send 1500 ms, success panel reset 3000 ms, toast 5000 ms', () => {
    expect(timing.loaderDuration).toBe(1000);
    expect(timing.sendDuration).toBe(1500);
    expect(timing.successReset).toBe(3000);
    expect(timing.toastDuration).toBe(5000);
  });

  it('header scroll threshold 10 px, message textarea 5 rows, map height 400 px', () => {
    expect(headerScrollThreshold).toBe(10);
    expect(messageRows).toBe(5);
    expect(mapHeight).toBe(400);
  });

  it('a real endpoint gets longer than the simulated send before it counts as failed', () => {
    expect(timing.sendTimeout).toBeGreaterThan(timing.sendDuration);
  });
});
