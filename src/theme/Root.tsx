/**
 * `Root` (Docusaurus 3.10.2; not offered by swizzle, created by hand): wraps
 * the whole app once. Adds the global add-ons behind the `globalUIComponents`
 * switch (image zoom) and keeps the query switches (`?navbar=0` …)
 * applied after each navigation.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import GlobalUI from '@site/src/components/GlobalUI';
import {useQueryHideAttribute} from '@site/src/hooks/useQueryHideAttribute';

export default function Root({
  children,
}: {
  readonly children: ReactNode;
}): ReactNode {
  useQueryHideAttribute(useLocation().search);
  return <GlobalUI>{children}</GlobalUI>;
}
