import React, {useRef, type CSSProperties, type ReactNode} from 'react';
import {
  STAR_POSITIONS,
  starSize,
  type StarPosition,
} from '@site/src/features/home/client/starField';
import {useStarField} from './useStarField';
import styles from './styles.module.css';

export type Props = {
  /** Dot positions in percent of the field; defaults to the 35 fixed `STAR_POSITIONS`. */
  readonly positions?: readonly StarPosition[];
};

/**
 * Decorative star dots behind the landing hero (35 positions, size
 * 3 + index/20 px, react within 100 px). Place it as a
 * child of a positioned element: it fills that parent and follows the mouse
 * over it (see `useStarField`). The dots are in the server-rendered markup with
 * fixed sizes and percentage positions, so they never shift layout; hidden
 * from assistive technology. The default dots get their place and size from
 * `styles.module.css`, custom `positions` from a `style` attribute.
 */
export default function StarField({
  positions = STAR_POSITIONS,
}: Props): ReactNode {
  const fieldRef = useRef<HTMLDivElement>(null);
  useStarField(fieldRef, positions);
  return (
    <div
      ref={fieldRef}
      className={`rslib-star-field ${styles.field}`}
      aria-hidden="true"
      data-active="false">
      {positions.map(({top, left}, index) => (
        <span
          // Positions are a fixed list: the index is a stable key.
          key={index}
          className={`rslib-star ${styles.star}`}
          // The default dots are placed by the stylesheet (no inline style
          // attribute for the security policy to admit); other lists inline.
          style={
            positions === STAR_POSITIONS
              ? undefined
              : ({
                  top: `${top}%`,
                  left: `${left}%`,
                  '--star-size': `${starSize(index)}px`,
                } as CSSProperties)
          }
        />
      ))}
    </div>
  );
}
