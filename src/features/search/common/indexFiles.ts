/**
 * Search contexts naming the two index files the build writes beside each
 * `search-index.json` and the modal loads in this order:
 * `search-index-titles.json` (page titles and headings, small) and
 * `search-index-content.json` (descriptions and body text).
 */
export const TITLES_CONTEXT = 'titles';
export const CONTENT_CONTEXT = 'content';
