import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/home/Hero';
import Features from '@site/src/components/home/Features';
import ToolStack from '@site/src/components/home/ToolStack';
import {homeLabels} from '@site/src/i18n/labels/home';

/**
 * Landing page at `/` and `/zh/` (SPEC §2 Pages: Home, Landing hero; §3 Home
 * front matter): hero with star field, feature cards, tool stack. No `title`
 * is passed, so the document title is the site title (SPEC §2 Title).
 */
export default function Home(): ReactNode {
  return (
    <Layout description={homeLabels.slogan()}>
      <main className="rslib-home">
        <Hero />
        <Features />
        <ToolStack />
      </main>
    </Layout>
  );
}
