/**
 * The doc outline's title as provided by the `DocItem/TOC` wraps (see
 * `docOutlineTitle.tsx`). Our `TOC` (desktop outline) and `TOCCollapsible`
 * (narrow-screen dropdown) read it, so both show the same title without
 * ejecting the components in between. Kept apart from the doc lookup so the
 * TOC components do not depend on the docs plugin.
 */
import {createContext, useContext} from 'react';

export const OutlineTitleContext = createContext<string | undefined>(undefined);

/** The provided title; `undefined` outside a doc (no title is shown). */
export function useOutlineTitle(): string | undefined {
  return useContext(OutlineTitleContext);
}
