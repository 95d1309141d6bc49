/**
 * The site's HTML template (`ssrTemplate` in `docusaurus.config.ts`, Eta
 * syntax, rendered by Docusaurus for every page it builds). It is Docusaurus's
 * default template with one change: the entry scripts are not `<script defer>`
 * tags but `<link rel="preload">` hints in `<head>` (they download from the
 * start, at the priority a `defer` script gets) and the entry-scripts loader at
 * the end of `<body>`, which runs them once the first paint is on the screen
 * (`../common/entryScriptsLoader.ts` says why). A test compares the rest with
 * the installed Docusaurus's default, so an upgrade that changes it is noticed.
 */
import {entryScriptsLoaderSource} from '../common/entryScriptsLoader';

/** `<head>` part for the entry scripts: a low-priority preload hint each. */
export const ENTRY_SCRIPT_PRELOADS = `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>`;

/**
 * End-of-`<body>` part: the loader, called with the entry scripts' URLs as a
 * JSON array (`<` escaped, so no URL can close the script element).
 */
export const ENTRY_SCRIPTS_LOADER = `<script>(${entryScriptsLoaderSource()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).split('<').join('\\\\u003c') %>);</script>`;

/** The template: Docusaurus's default with the entry scripts started after the first paint. */
export const PAINT_FIRST_SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    ${ENTRY_SCRIPT_PRELOADS}
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    ${ENTRY_SCRIPTS_LOADER}
  </body>
</html>
`;
