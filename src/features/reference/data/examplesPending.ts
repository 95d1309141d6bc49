/**
 * Type errors in examples of pages this branch may not edit, waiting for a
 * fix there: the examples test reports them as pending instead of failing,
 * and fails as soon as one no longer occurs, so the list only shrinks.
 * Matched by page and message (not line: the pages change).
 */
export interface PendingExampleError {
  /**
   * Site-relative page path, in the folder of the docs version it belongs
   * to (`docs/…`, `versioned_docs/version-0.x/…`, their translations): the
   * entry counts for that version's check only.
   */
  readonly file: string;
  /** The compiler's message, as the test prints it (`TS2304: …`). */
  readonly message: string;
  readonly reason: string;
}

export const PENDING_EXAMPLE_ERRORS: readonly PendingExampleError[] = [];
