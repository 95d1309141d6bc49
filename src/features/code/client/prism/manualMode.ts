/**
 * Read by `prismjs/components/prism-core` when it loads: keep Prism passive
 * (see prismCore.ts). Must be imported before prism-core.
 */
(globalThis as {Prism?: unknown}).Prism = {
  manual: true,
  disableWorkerMessageHandler: true,
};

export {};
