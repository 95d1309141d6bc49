/**
 * Applies the site's default code wrapping to the current code block once, when
 * it mounts (no wrapping unless the site turns it on; the reader can then
 * toggle wrapping block by block). Must run inside a code block (uses
 * `useCodeBlockContext`); the reader's toggles afterwards are per block.
 */
import {useEffect} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {defaultWrapCode} from '@site/src/lib/codeWrap';

export function useDefaultCodeWrap(): void {
  const {siteConfig} = useDocusaurusContext();
  const {wordWrap} = useCodeBlockContext();
  const wrapByDefault = defaultWrapCode(siteConfig.customFields);
  useEffect(() => {
    if (wrapByDefault && !wordWrap.isEnabled) wordWrap.toggle();
    // Only on mount: later toggles belong to the reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
