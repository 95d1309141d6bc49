/**
 * `createPortal`, typed. `react-dom` has no type declarations in this project
 * (`@types/react-dom` is not a dependency); this is the one function used.
 */
import type {ReactNode} from 'react';
// @ts-ignore -- untyped module (see above); `ts-ignore` rather than `ts-expect-error` so adding @types/react-dom later does not break the build.
import {createPortal as untypedCreatePortal} from 'react-dom';

/** Renders `children` into `container` (the modal goes to `document.body`). */
export const createPortal = untypedCreatePortal as (
  children: ReactNode,
  container: Element,
) => ReactNode;
