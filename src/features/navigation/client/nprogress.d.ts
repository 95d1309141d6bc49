/**
 * Types of the `nprogress` 0.2 instance that Docusaurus theme-classic drives
 * (no @types package is installed; only what `src/features/navigation/client/progressBar.ts` uses).
 */
declare module 'nprogress' {
  type Settings = {
    minimum: number;
    speed: number;
    trickle: boolean;
    trickleRate: number;
    trickleSpeed: number;
    showSpinner: boolean;
  };
  const nprogress: {
    settings: Settings;
    configure(options: Partial<Settings>): typeof nprogress;
    start(): typeof nprogress;
    done(force?: boolean): typeof nprogress;
  };
  export default nprogress;
}
