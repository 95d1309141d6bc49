/**
 * Tests only. jsdom has `<dialog>` without `showModal()`/`close()`: a
 * stand-in with the behaviour the shortcuts dialog relies on (`open`, a
 * `close` event). Installed only where the methods are missing, so a global
 * stand-in (or a jsdom that has them) wins. The top layer, Escape and the
 * browser's own focus handling are checked in `e2e/shortcuts.e2e.ts`.
 */
export function installDialogStandIn(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  HTMLDialogElement.prototype.showModal = function showModal(
    this: HTMLDialogElement,
  ) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
