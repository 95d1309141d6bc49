/**
 * Local Docusaurus plugin: moves React and ReactDOM out of the `main` chunk
 * into a `react` chunk of the same entry (issue: quality gates, size budget —
 * no single JS chunk over 150 KB gzip). The page still loads the same bytes,
 * but the vendor chunk changes only when React is upgraded, so returning
 * readers keep it cached across site deploys.
 */
import type {Plugin} from '@docusaurus/types';

export default function vendorChunksPlugin(): Plugin {
  return {
    name: 'rslib-vendor-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              react: {
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                name: 'react',
                chunks: 'initial',
                priority: 40,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
