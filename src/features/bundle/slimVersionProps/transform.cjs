/**
 * Source transform behind the slim-version-props loader, which keeps doc pages
 * within the size budget (see contributing/maintaining.md). The docs plugin hands every doc page its
 * version's metadata as a route prop: the sidebars plus, for each doc,
 * `{id, title, description, sidebar}`. The descriptions (one front matter
 * sentence per page, in the page's locale) are only read by DocCard/DocCardList
 * (`useDocById`), which this site does not use, yet they are most of that
 * prop's bytes on every first visit. The transform drops them; everything
 * else is kept.
 *
 * @param {string} source JSON text of a docs route-props module
 * @returns {string} the same JSON without `version.docs[*].description`;
 *   other props modules are returned unchanged
 * @throws {SyntaxError} when the file is not JSON
 */
function slimVersionProps(source) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object') delete doc.description;
  }
  return JSON.stringify(props);
}

module.exports = {slimVersionProps};
