/**
 * The page's own social card in `<head>`: `og:image` (absolute URL), its
 * size and alt text, and the same for Twitter. Rendered after the page's
 * metadata component, so these tags replace the site-wide card
 * (`themeConfig.image`, which stays for pages without a card: home, 404,
 * blog lists): react-helmet keeps one tag per `property`/`name`, the one
 * rendered last.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CARD_HEIGHT, CARD_WIDTH, cardPathOf} from '../common/socialCard';
import {cardAlt} from './labels';

type Props = {
  /** The page's permalink (with the locale's base URL), e.g. `/zh/guide/start/`. */
  readonly permalink: string;
  /** The translated section name, as drawn on the card. */
  readonly section: string;
  /** The page title, as drawn on the card. */
  readonly title: string;
};

/** `<head>` tags pointing at the card the build drew for this page. */
export default function SocialCardMeta({
  permalink,
  section,
  title,
}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const image = siteConfig.url + cardPathOf(permalink, siteConfig.baseUrl);
  const alt = cardAlt(siteConfig.title, section, title);
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
