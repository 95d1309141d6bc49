/**
 * The Prism instance that highlights the site's code blocks, used in place of
 * the copy inside `prism-react-renderer` (see transform.cjs): the grammars the
 * docs need for JS, TS, JSX/TSX, HTML and CSS. Bash, JSON and diff are added by
 * `themeConfig.prism.additionalLanguages`, which Docusaurus loads onto this
 * same instance; any other fence language renders as plain text.
 */
import Prism from './prismCore';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

export default Prism;
