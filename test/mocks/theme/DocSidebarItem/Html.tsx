/**
 * `@theme-init/DocSidebarItem/Html` in jest (mocked by the sidebar wrap's
 * test): the upstream markup (raw HTML in an <li>).
 */
import React, {type ReactNode} from 'react';

export default function DocSidebarItemHtml({
  item,
}: {
  item: {value: string};
}): ReactNode {
  return (
    <li
      data-testid="original-html"
      dangerouslySetInnerHTML={{__html: item.value}}
    />
  );
}
