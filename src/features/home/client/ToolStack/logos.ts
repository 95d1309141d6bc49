/**
 * The Tool Stack logos drawn inline, by the logo path the tools data gives
 * (`src/features/navbar/data/tools.ts`, shared with the navbar's tools menu,
 * which shows them as images). Inline, the five cards cost no request and no
 * SVG document each; a path missing here is shown as an `<img>`.
 */
import type {SvgComponent} from '@site/src/features/home/client/home';
import RspackLogo from '@site/static/img/tools/rspack.svg';
import RsbuildLogo from '@site/static/img/tools/rsbuild.svg';
import RspressLogo from '@site/static/img/tools/rspress.svg';
import RsdoctorLogo from '@site/static/img/tools/rsdoctor.svg';
import RslibLogo from '@site/static/img/tools/rslib.svg';

export const INLINE_TOOL_LOGOS: Readonly<Record<string, SvgComponent>> = {
  '/img/tools/rspack.svg': RspackLogo,
  '/img/tools/rsbuild.svg': RsbuildLogo,
  '/img/tools/rspress.svg': RspressLogo,
  '/img/tools/rsdoctor.svg': RsdoctorLogo,
  '/img/tools/rslib.svg': RslibLogo,
};
