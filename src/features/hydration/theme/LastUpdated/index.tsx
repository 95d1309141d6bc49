/**
 * Wrap of `LastUpdated` (Docusaurus 3.10.2), the "Last updated on …" line of
 * the doc footer: its server markup is kept while the page hydrates
 * (`ServerMarkup`). Rendering it constructs an `Intl.DateTimeFormat`, the
 * only use of the browser's date-formatting data while a doc page starts, to
 * print a date the server has already printed (in UTC, so the reader's time
 * zone cannot change it). After client-side navigation it renders as usual.
 */
import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-init/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import ServerMarkup from '@site/src/features/hydration/client/ServerMarkup';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <ServerMarkup as="span" className="rslib-last-updated">
      <LastUpdated {...props} />
    </ServerMarkup>
  );
}
