import React, {Fragment, type ReactNode} from 'react';
import {splitByRanges} from '@site/src/features/search/client/marks';
import type {HighlightRange} from '@site/src/features/search/client/types';

export type Props = {
  /** Any text, hostile or not: it is rendered as React text, never as HTML. */
  readonly text: string;
  /** Ranges to mark (UTF-16 offsets into `text`). */
  readonly ranges: readonly HighlightRange[];
};

/** Text of a search hit with its matched ranges wrapped in `<mark>`. */
export default function HighlightedText({text, ranges}: Props): ReactNode {
  return splitByRanges(text, ranges).map((segment, index) =>
    segment.highlighted ? (
      <mark key={index} className="rslib-search-mark">
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
