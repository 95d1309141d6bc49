/**
 * What jest's `globalSetup` hands to `globalTeardown` (both run in jest's
 * main process and share its `globalThis`).
 */
import type {BrowserServer} from 'playwright-core';

export const SHARED_STATE = '__rslibE2eShared';

export type SharedState = {
  /** The Chromium every spec connects to. */
  readonly browserServer: BrowserServer;
  /** Process ids of the background site-copy builds. */
  readonly siteCopies: readonly number[];
};
