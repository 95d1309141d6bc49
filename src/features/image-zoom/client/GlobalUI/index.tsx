/**
 * Global add-ons (`globalUIComponents`): rendered
 * once by `Root`, switched off by `?globalUIComponents=0` or by a doc's front
 * matter `globalUIComponents: false`. A doc page reports itself with
 * `useReportDocPage`, which also tells the add-ons when a new page has
 * rendered (image zoom re-attaches then, so the new page's images zoom too).
 */
import React, {
  createContext,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import {useLocation} from '@docusaurus/router';
import ImageZoom from '@site/src/features/image-zoom/client/ImageZoom';
import {globalUIEnabled} from '@site/src/features/page-switches/common/pageSwitches';

/** The doc page on screen: its pathname and whether its front matter allows global add-ons. */
export type DocPageReport = {
  readonly pathname: string;
  readonly globalUI: boolean;
};

const ReportContext = createContext<(report: DocPageReport | null) => void>(
  () => {},
);

/**
 * Called by the doc layout on every rendered doc page.
 * @param globalUI false when the front matter says `globalUIComponents: false`
 */
export function useReportDocPage(globalUI: boolean): void {
  const report = useContext(ReportContext);
  const {pathname} = useLocation();
  useEffect(() => {
    report({pathname, globalUI});
    return () => report(null);
  }, [report, pathname, globalUI]);
}

export type Props = {readonly children: ReactNode};

/** Provides the report channel and renders the add-ons after `children`. */
export default function GlobalUI({children}: Props): ReactNode {
  const {search} = useLocation();
  const [docPage, setDocPage] = useState<DocPageReport | null>(null);
  const enabled =
    docPage !== null && docPage.globalUI && globalUIEnabled(null, search);
  return (
    <ReportContext.Provider value={setDocPage}>
      {children}
      <ImageZoom enabled={enabled} pageKey={docPage?.pathname} />
    </ReportContext.Provider>
  );
}
