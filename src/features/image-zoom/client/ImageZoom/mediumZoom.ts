/**
 * medium-zoom without its style injection: the package's default build
 * writes its CSS into a `<style>` element at run time, which the site's
 * Content Security Policy (stylesheets from the site's own files only)
 * blocks. The "pure" build leaves that out; its rules are in
 * `src/css/custom.css`. Loaded on demand (`loadMediumZoom`).
 */
import mediumZoom from 'medium-zoom/dist/pure';

export default mediumZoom;
