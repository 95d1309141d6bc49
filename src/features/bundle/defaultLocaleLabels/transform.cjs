/**
 * The built locale's labels without the ones `translate()` would show anyway.
 * `translate({id, message})` shows `message` when the id has no entry, so an
 * entry whose text equals the `message` written in the code is redundant.
 *
 * @param {string} source `@generated/codeTranslations` as Docusaurus writes
 *   it: JSON, id → text
 * @param {Record<string, {message: string}>} codeTexts id → the code's own
 *   text, as `write-translations` extracts it (ids missing here are kept)
 * @returns {string} the JSON without the redundant entries
 * @throws {SyntaxError} when `source` is not JSON
 */
function withoutCodeTexts(source, codeTexts) {
  const shipped = JSON.parse(source);
  const kept = Object.fromEntries(
    Object.entries(shipped).filter(
      ([id, text]) =>
        !(Object.hasOwn(codeTexts, id) && codeTexts[id].message === text),
    ),
  );
  return JSON.stringify(kept);
}

module.exports = {withoutCodeTexts};
