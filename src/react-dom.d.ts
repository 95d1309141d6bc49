/**
 * The one `react-dom` API our code uses (no @types/react-dom is installed):
 * `flushSync`, so the theme switch's View Transition captures the re-rendered page.
 */
declare module 'react-dom' {
  export function flushSync<R>(callback: () => R): R;
}
