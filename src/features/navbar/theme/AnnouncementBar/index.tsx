/**
 * Replacement of `@theme/AnnouncementBar` (Docusaurus 3.10.2; Layout renders
 * it above the navbar). Why: the closed state is stored under a localStorage
 * key the site chooses (a new key brings a new announcement back to readers who
 * closed the old one) and the bar has a display switch; Docusaurus's bar uses
 * its own fixed key and an HTML string. Driven by `themeConfig.rslib.announcement`;
 * the message is the localized `nav.announcement.message` label.
 */
import React, {type ReactNode} from 'react';
import Announcement from '@site/src/features/navbar/client/Announcement';
import {useRslibThemeOptions} from '@site/src/features/theme-options/client/useRslibThemeOptions';
import {navLabels} from '@site/src/features/navbar/client/labels';

export default function AnnouncementBar(): ReactNode {
  const {announcement} = useRslibThemeOptions();
  if (!announcement) {
    return null;
  }
  return (
    <Announcement
      display={announcement.display}
      href={announcement.href}
      storageKey={announcement.storageKey}
      message={navLabels.announcement()}
      closeLabel={navLabels.closeAnnouncement()}
    />
  );
}
