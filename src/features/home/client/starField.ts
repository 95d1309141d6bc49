/**
 * Geometry of the landing hero's decorative star field: 35 dots at fixed
 * positions, dot `index` 3 + index/20 px wide, each drifting away from a mouse
 * pointer within 100 px. Pure: plain numbers in, plain numbers out; the
 * component in `src/features/home/client/StarField` reads the DOM and writes the
 * transforms.
 */

/** Number of dots. */
export const STAR_COUNT = 35;

/** A dot reacts to the mouse when the pointer is closer than this, in CSS px. */
export const STAR_REACT_DISTANCE = 100;

/** Largest drift of a dot, in CSS px, reached when the pointer is right on it. */
export const STAR_MAX_DRIFT = 24;

/** A point in CSS px, relative to the top-left corner of the star field. */
export type Point = {readonly x: number; readonly y: number};

/** Where a dot sits, in percent of the field's height (`top`) and width (`left`). */
export type StarPosition = {readonly top: number; readonly left: number};

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The 35 fixed dot positions, in percent of the field. Drawn once from a seeded
 * pseudo-random generator with a minimum spacing (no clumps) and frozen here,
 * so the server and the browser render the same dots: no layout shift, no
 * hydration mismatch.
 */
export const STAR_POSITIONS: readonly StarPosition[] = Object.freeze([
  {top: 73.5, left: 14.3},
  {top: 74.1, left: 51.2},
  {top: 63.8, left: 90.9},
  {top: 42.2, left: 16.8},
  {top: 96, left: 62.4},
  {top: 9.3, left: 17.5},
  {top: 75.9, left: 4.4},
  {top: 45.7, left: 76.7},
  {top: 17.3, left: 88.6},
  {top: 43.5, left: 59.4},
  {top: 59.9, left: 23},
  {top: 20.9, left: 54},
  {top: 11.6, left: 44.8},
  {top: 76.9, left: 28.4},
  {top: 53.4, left: 31.3},
  {top: 26.5, left: 75.6},
  {top: 73.6, left: 72.7},
  {top: 44, left: 5.1},
  {top: 31.1, left: 27.2},
  {top: 32.1, left: 94},
  {top: 7.4, left: 78},
  {top: 83.7, left: 88.2},
  {top: 91.6, left: 18.4},
  {top: 56.8, left: 46.4},
  {top: 81.1, left: 98},
  {top: 6.7, left: 9},
  {top: 30.4, left: 40.5},
  {top: 60.6, left: 56.9},
  {top: 21.6, left: 4.1},
  {top: 89.5, left: 37.1},
  {top: 68.1, left: 36.6},
  {top: 5.2, left: 27.8},
  {top: 50.4, left: 97.7},
  {top: 91.7, left: 50.6},
  {top: 5.7, left: 63},
]);

/**
 * Diameter of dot `index`, in CSS px: `3 + index / 20`, so 3 px for the first
 * dot and 4.7 px for the 35th.
 */
export function starSize(index: number): number {
  return 3 + index / 20;
}

/** Centre of a dot in px, for a field of `width` × `height` px. */
export function starCenter(
  position: StarPosition,
  width: number,
  height: number,
): Point {
  return {x: (position.left / 100) * width, y: (position.top / 100) * height};
}

/**
 * How far a dot drifts away from the pointer, in px.
 *
 * Zero when there is no pointer or it is {@link STAR_REACT_DISTANCE} px or
 * farther away; otherwise a push along the line from the pointer through the
 * dot, growing linearly from 0 at 100 px to `maxDrift` on the dot itself
 * (straight up when the pointer is exactly on the centre).
 *
 * @param star centre of the dot, px
 * @param pointer pointer position in the same frame, or `null` when outside
 * @param maxDrift drift at distance 0, px
 */
export function starDrift(
  star: Point,
  pointer: Point | null,
  maxDrift: number = STAR_MAX_DRIFT,
): Point {
  if (!pointer) {
    return {x: 0, y: 0};
  }
  const dx = star.x - pointer.x;
  const dy = star.y - pointer.y;
  const distance = Math.hypot(dx, dy);
  if (!(distance < STAR_REACT_DISTANCE)) {
    return {x: 0, y: 0};
  }
  const strength = (1 - distance / STAR_REACT_DISTANCE) * maxDrift;
  if (distance === 0) {
    return {x: 0, y: -strength};
  }
  return {x: (dx / distance) * strength, y: (dy / distance) * strength};
}

/**
 * The CSS `transform` for a drift: `''` (no transform) when the dot rests,
 * else `translate(<x>px, <y>px)` rounded to 0.1 px.
 */
export function starTransform(drift: Point): string {
  const x = round1(drift.x);
  const y = round1(drift.y);
  return x === 0 && y === 0 ? '' : `translate(${x}px, ${y}px)`;
}

/**
 * Transforms for every dot of a field of `width` × `height` px with the
 * pointer at `pointer` (field coordinates, `null` when outside).
 */
export function starTransforms(
  positions: readonly StarPosition[],
  width: number,
  height: number,
  pointer: Point | null,
): string[] {
  return positions.map((position) =>
    starTransform(starDrift(starCenter(position, width, height), pointer)),
  );
}
