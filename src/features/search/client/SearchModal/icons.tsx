/** Small inline icons of the search modal (decorative: `aria-hidden`). */
import React, {type ReactNode} from 'react';
import type {SearchHitType} from '@site/src/features/search/client/types';

const svg = (children: ReactNode, className?: string): ReactNode => (
  <svg
    className={className}
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false">
    {children}
  </svg>
);

export const SearchIcon = ({
  className,
}: {
  readonly className?: string;
}): ReactNode =>
  svg(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>,
    className,
  );

export const CloseIcon = ({
  className,
}: {
  readonly className?: string;
}): ReactNode => svg(<path d="M18 6 6 18M6 6l12 12" />, className);

export const ExternalIcon = ({
  className,
}: {
  readonly className?: string;
}): ReactNode =>
  svg(
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
    className,
  );

export const SpinnerIcon = ({
  className,
}: {
  readonly className?: string;
}): ReactNode => svg(<path d="M12 3a9 9 0 1 0 9 9" />, className);

/** Page, heading (#) or text icon for a hit type. */
export const HitIcon = ({
  type,
  className,
}: {
  readonly type: SearchHitType;
  readonly className?: string;
}): ReactNode => {
  switch (type) {
    case 'title':
      return svg(
        <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5" />,
        className,
      );
    case 'header':
      return svg(<path d="M5 9h14M5 15h14M10 4 8 20M16 4l-2 16" />, className);
    default:
      return svg(<path d="M4 6h16M4 12h16M4 18h10" />, className);
  }
};
