import { describe, expect, it } from 'vitest';
import { computePosition } from './position';

const viewport = { width: 1000, height: 800 };
const layer = { width: 200, height: 100 };

describe('computePosition', () => {
  it('places below the anchor, aligned to its start, with the side offset', () => {
    const anchor = { x: 100, y: 100, width: 80, height: 30 };
    expect(computePosition(anchor, layer, viewport, { side: 'bottom', align: 'start', sideOffset: 4 })).toMatchObject({ x: 100, y: 134, side: 'bottom' });
  });

  it('flips to the other side when the preferred one lacks room and the other has more', () => {
    const anchor = { x: 100, y: 740, width: 80, height: 30 };
    expect(computePosition(anchor, layer, viewport, { side: 'bottom', sideOffset: 4 })).toMatchObject({ y: 636, side: 'top' });
    // Room on neither side: the one with more room is kept and the layer is held inside the viewport.
    expect(computePosition({ x: 100, y: 0, width: 80, height: 30 }, layer, viewport, { side: 'top' }).side).toBe('bottom');
  });

  it('shifts along the edge to stay inside the viewport, the arrow still pointing at the anchor centre', () => {
    const anchor = { x: 960, y: 100, width: 30, height: 30 };
    const position = computePosition(anchor, layer, viewport, { side: 'bottom', align: 'center', collisionPadding: 8 });
    expect(position.x).toBe(1000 - 200 - 8);
    expect(position.arrow).toBe(960 + 15 - position.x);
  });

  it('aligns to the end and places left or right on the other axis', () => {
    const anchor = { x: 500, y: 300, width: 100, height: 40 };
    expect(computePosition(anchor, layer, viewport, { side: 'bottom', align: 'end' }).x).toBe(400);
    expect(computePosition(anchor, layer, viewport, { side: 'right', align: 'start', sideOffset: 6 })).toMatchObject({ x: 606, y: 300, side: 'right' });
    expect(computePosition(anchor, layer, viewport, { side: 'left', align: 'center' })).toMatchObject({ x: 300, y: 270, side: 'left' });
  });
});
