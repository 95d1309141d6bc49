/**
 * The translation status page (`/translation-status`, `/zh/translation-status`),
 * the route the i18n-tools plugin adds in each locale: the site layout around
 * the report (`client/StatusReport`). `noindex`: the page is a tool, not
 * documentation (the sitemap leaves it out as well).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import StatusReport from '../../client/StatusReport';
import type {StatusPageData} from '../../common/types';

/** @param data route props written by the build (`StatusPageData`) */
export default function TranslationStatusPage({
  data,
}: {
  readonly data: StatusPageData;
}): ReactNode {
  return (
    <Layout title={data.labels['translation.statusPage.title']}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg rslib-translation-status">
        <StatusReport data={data} />
      </main>
    </Layout>
  );
}
