/**
 * Calls `onOutside` when the pointer goes down outside `ref`'s element, while
 * `active` (used to close the outline dropdown of narrow screens on a click
 * elsewhere).
 */
import {useEffect, type RefObject} from 'react';

export function useOutsideClick(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: Event) => {
      const node = ref.current;
      if (node && event.target instanceof Node && !node.contains(event.target))
        onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, onOutside]);
}
