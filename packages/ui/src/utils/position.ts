import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './layoutEffect';

// Placement of a floating layer (popover, tooltip, select list) against its anchor: the preferred side, flipped to the
// opposite one when that has more room, then shifted along the edge to stay inside the viewport. Pure and small.

export type Side = 'top' | 'right' | 'bottom' | 'left';
export type Align = 'start' | 'center' | 'end';

export interface PlacementOptions {
  side?: Side;
  align?: Align;
  /** Gap between anchor and layer (px). */
  sideOffset?: number;
  /** Shift along the edge from the aligned position (px). */
  alignOffset?: number;
  /** Flip to the other side when the preferred one lacks room (default true). */
  avoidCollisions?: boolean;
  /** Distance kept from the viewport's edges (px). */
  collisionPadding?: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Position {
  x: number;
  y: number;
  side: Side;
  /** Where along the layer's edge the anchor's centre is (px from the layer's start), for an arrow. */
  arrow: number;
}

export function computePosition(
  anchor: Box,
  floating: { width: number; height: number },
  viewport: { width: number; height: number },
  { side = 'bottom', align = 'center', sideOffset = 0, alignOffset = 0, avoidCollisions = true, collisionPadding: pad = 8 }: PlacementOptions = {},
): Position {
  // Axis 0 is x, 1 is y; `m` is the axis the layer is offset along (y for top/bottom), `c` the one it is aligned on.
  const m = side === 'top' || side === 'bottom' ? 1 : 0;
  const c = 1 - m;
  const start = [anchor.x, anchor.y];
  const length = [anchor.width, anchor.height];
  const size = [floating.width, floating.height];
  const view = [viewport.width, viewport.height];
  const roomBefore = start[m]! - pad;
  const roomAfter = view[m]! - start[m]! - length[m]! - pad;
  let before = side === 'top' || side === 'left';
  const room = before ? roomBefore : roomAfter;
  if (avoidCollisions && room < size[m]! + sideOffset && (before ? roomAfter : roomBefore) > room) before = !before;
  const fit = (value: number, axis: number) => (avoidCollisions ? Math.max(pad, Math.min(value, view[axis]! - size[axis]! - pad)) : value);
  const out = [0, 0];
  out[m] = fit(before ? start[m]! - sideOffset - size[m]! : start[m]! + length[m]! + sideOffset, m);
  out[c] = fit(
    align === 'start' ? start[c]! + alignOffset : align === 'end' ? start[c]! + length[c]! - size[c]! - alignOffset : start[c]! + (length[c]! - size[c]!) / 2,
    c,
  );
  return {
    x: out[0]!,
    y: out[1]!,
    side: m ? (before ? 'top' : 'bottom') : before ? 'left' : 'right',
    arrow: Math.max(6, Math.min(start[c]! + length[c]! / 2 - out[c]!, size[c]! - 6)),
  };
}

/** Anything with a box: an element, or a virtual anchor such as a selection range. */
export interface Measurable {
  getBoundingClientRect(): DOMRect;
}

/**
 * Keeps `floating` (position: fixed, in the top layer) placed against the anchor while `open`: on open, on any
 * scroll or resize, and when either box changes size. Writes the style directly (no re-render per scroll), plus
 * `data-side`, `--od-anchor-width` (the anchor's width) and `--od-arrow-offset`.
 */
export function useAnchoredPosition(
  open: boolean,
  floating: RefObject<HTMLElement | null>,
  anchor: () => Measurable | null | undefined,
  options: PlacementOptions,
): void {
  const { side, align, sideOffset, alignOffset, avoidCollisions, collisionPadding } = options;
  useIsomorphicLayoutEffect(() => {
    const element = floating.current;
    if (!open || !element) return;
    const place = () => {
      const box = anchor()?.getBoundingClientRect();
      if (!box) return;
      const style = element.style;
      style.setProperty('--od-anchor-width', `${box.width}px`);
      const root = document.documentElement;
      const position = computePosition(box, element.getBoundingClientRect(), { width: root.clientWidth, height: root.clientHeight }, options);
      style.left = `${position.x}px`;
      style.top = `${position.y}px`;
      style.setProperty('--od-arrow-offset', `${position.arrow}px`);
      element.dataset.side = position.side;
    };
    place();
    // Any scroll may move the anchor (the page, a scrolling parent); the capture phase sees them all.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(element);
    const target = anchor();
    if (target instanceof Element) observer?.observe(target);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      observer?.disconnect();
    };
  }, [open, side, align, sideOffset, alignOffset, avoidCollisions, collisionPadding]);
}

/**
 * Puts a layer into the top layer where the browser has the Popover API (`popover="manual"`: we dismiss it ourselves).
 * Set here rather than in the markup: elsewhere (older browsers, jsdom) the attribute would only hide the element.
 */
export function showInTopLayer(element: HTMLElement | null): void {
  if (!element || typeof element.showPopover !== 'function') return;
  if (!element.hasAttribute('popover')) element.setAttribute('popover', 'manual');
  if (!element.matches(':popover-open')) element.showPopover();
}

export function hideFromTopLayer(element: HTMLElement | null): void {
  if (element && typeof element.hidePopover === 'function' && element.matches(':popover-open')) element.hidePopover();
}
