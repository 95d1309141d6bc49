/**
 * The part of the Web Storage API (`localStorage`) the site's features use.
 * Features take it as an argument rather than reading `localStorage`
 * themselves, so a test can hand them a map or a store that throws, as a
 * browser does when storage is blocked.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
