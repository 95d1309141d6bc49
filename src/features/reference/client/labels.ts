/**
 * Reference page labels. One `translate()` call per label, with an explicit
 * id, the English text as default message and a description saying where the
 * text appears (see contributing/translating.md). Functions: the locale is read at
 * render time.
 */
import {translate} from '@docusaurus/Translate';

export const referenceLabels = {
  /** The since badge under an option or API heading: `Added in 0.19`. */
  since: (version: string) =>
    translate(
      {
        id: 'reference.sinceBadge.label',
        message: 'Added in {version}',
        description:
          'Reference pages: small badge under the heading of an option or API entry, naming the Rslib version (e.g. 0.19) that introduced it',
      },
      {version},
    ),
};
