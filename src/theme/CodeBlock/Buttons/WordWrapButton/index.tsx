/**
 * Wrap of `CodeBlock/Buttons/WordWrapButton` (Docusaurus 3.10.2). Why: each
 * block's wrap toggle starts from the site setting
 * `customFields.markdown.defaultWrapCode` (false: no wrapping by default), so a
 * site can turn wrapping on for every block at once.
 * The button itself is Docusaurus's (shown when the code scrolls or wraps).
 */
import React, {type ReactNode} from 'react';
import WordWrapButton from '@theme-original/CodeBlock/Buttons/WordWrapButton';
import type WordWrapButtonType from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {WrapperProps} from '@docusaurus/types';
import {useDefaultCodeWrap} from '@site/src/hooks/useDefaultCodeWrap';

type Props = WrapperProps<typeof WordWrapButtonType>;

export default function WordWrapButtonWrapper(props: Props): ReactNode {
  useDefaultCodeWrap(); // (CUSTOM)
  return <WordWrapButton {...props} />;
}
