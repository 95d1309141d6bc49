import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/features/home/client/Hero';
import Features from '@site/src/features/home/client/Features';
import ToolStack from '@site/src/features/home/client/ToolStack';
import {homeLabels} from '@site/src/features/home/client/labels';

/**
 * Landing page at `/` and `/zh/`: hero with star field, feature cards, tool
 * stack. No `title` is passed, so the document title is the site title alone
 * ("Rslib").
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
