import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useRslibThemeOptions} from '@site/src/features/theme-options/client/useRslibThemeOptions';
import SocialLinks from './index';
import styles from './styles.module.css';

export type Props = {
  /** Set by Docusaurus when the item renders in a mobile menu. */
  readonly mobile?: boolean;
  readonly className?: string;
};

/**
 * Navbar item type `custom-socialLinks`: the social links of
 * `themeConfig.rslib.socialLinks` in their modes, the first 3 inline and the
 * rest in a "More links" menu. Hidden at mobile widths, where the full-screen
 * menu lists them instead (it renders them itself, so the mobile variant of
 * this item is empty).
 */
export default function SocialLinksNavbarItem({
  mobile,
  className,
}: Props): ReactNode {
  const {socialLinks} = useRslibThemeOptions();
  if (mobile) return null;
  return (
    <SocialLinks
      links={socialLinks}
      className={clsx(styles.navbarItem, className)}
    />
  );
}
