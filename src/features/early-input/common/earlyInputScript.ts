/**
 * The early-input script, injected at the top of `<body>` by this feature's
 * plugin: what a reader does before the page has hydrated is kept and carried
 * out afterwards (`../client/earlyInput.ts`). Pure: returns source text.
 */

/** A JS string literal that is also safe inside an inline `<script>`. */
function literal(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The controls whose clicks before hydration are kept and replayed: every
 * button and every element that plays one (menus, tabs, switches). Links are
 * not among them: a link works without JavaScript (the browser loads the page).
 */
export const EARLY_CONTROL_SELECTOR =
  'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"]';
/** Where the early-input script keeps what it caught, read by `replayEarlyInput`. */
export const EARLY_INPUT_GLOBAL = '__rslibEarlyInput';
/** Set by `replayEarlyInput`: from then on the script keeps no control click or key (React handles them). */
export const EARLY_INPUT_DONE = '__rslibEarlyInputDone';
/** The last zoomable image clicked before the image zoom was ready (read by `takeEarlyImageClick`). */
export const EARLY_IMAGE_CLICK = '__rslibEarlyImageClick';
/** Set by the image zoom once it handles clicks itself: from then on the script keeps no image click. */
export const IMAGE_ZOOM_READY = '__rslibImageZoomReady';
/** Id of the stand-in search box shown for a Ctrl/Cmd+K until the search modal is ready (taken over by the modal). */
export const SEARCH_SHELL_ID = 'rslib-search-shell';
/** Set by the search modal once it handles Ctrl/Cmd+K itself: from then on the script shows no stand-in box. */
export const SEARCH_READY = '__rslibSearchReady';

/**
 * Source of the early-input script. From the first paint until the page has
 * hydrated (the site's `Root` then calls `replayEarlyInput`, which sets
 * `window[EARLY_INPUT_DONE]`), React has no handler on any control, so the
 * script keeps, in order, on `window[EARLY_INPUT_GLOBAL]`, and stops from
 * reaching the page:
 * - a click on a control (`EARLY_CONTROL_SELECTOR`: theme switch, menus,
 *   hamburger, docs drawer, sidebar carets, outline button, tabs, copy and
 *   feedback buttons…), replayed as a click on the same element, and Enter
 *   or Space on a focused control the browser makes no click of (a tab);
 * - a `?` press outside a text field, replayed as the same key press;
 * - a Ctrl/Cmd+K or `/` press, which also shows a plain search box at once
 *   (`#rslib-search-shell`, labelled like the navbar button, so in the page's
 *   language; Escape or a second Ctrl+K closes it and forgets the search).
 * The search modal takes the box over, typed text included. The box keeps
 * answering Ctrl/Cmd+K and `/` after hydration until the modal's code has
 * loaded and the modal sets `window[SEARCH_READY]`. A click on a zoomable image
 * (`imageSelector`, not inside a link, no `data-no-zoom`) is kept until the
 * image zoom says it is ready (`window[IMAGE_ZOOM_READY]`), which can be a
 * moment after hydration; the zoom then opens it. It never throws.
 */
export function earlyInputScript(imageSelector: string): string {
  return `(function () {
  try {
    var queue = (window[${literal(EARLY_INPUT_GLOBAL)}] = []);
    var hydrated = function () {
      return window[${literal(EARLY_INPUT_DONE)}] === true;
    };
    var keep = function (event, input) {
      event.preventDefault();
      event.stopPropagation();
      queue.push(input);
    };
    document.addEventListener('click', function (event) {
      if (!event.target || !event.target.closest) return;
      var image = event.target.closest(${literal(imageSelector)});
      if (image && image.tagName === 'IMG' && !image.closest('a') && !image.hasAttribute('data-no-zoom')) {
        if (window[${literal(IMAGE_ZOOM_READY)}] === true) return;
        event.preventDefault();
        event.stopPropagation();
        window[${literal(EARLY_IMAGE_CLICK)}] = image;
        return;
      }
      if (hydrated()) return;
      var target = event.target.closest(${literal(EARLY_CONTROL_SELECTOR)});
      if (target && !target.closest('#${SEARCH_SHELL_ID}')) keep(event, {type: 'click', target: target});
    }, true);
    var shellId = ${literal(SEARCH_SHELL_ID)};
    var closeShell = function () {
      var shell = document.getElementById(shellId);
      if (shell) shell.remove();
      for (var i = queue.length - 1; i >= 0; i -= 1) {
        if (queue[i].type === 'search') queue.splice(i, 1);
      }
    };
    var openShell = function () {
      var button = document.querySelector('.rslib-search-button-text');
      var label = (button && button.textContent) || 'Search Docs';
      var shell = document.createElement('div');
      shell.id = shellId;
      shell.style.cssText = 'position:fixed;inset:0;z-index:1000;display:flex;justify-content:center;align-items:flex-start;padding:10vh 16px 0;background:rgba(0,0,0,.45)';
      var box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-label', label);
      box.style.cssText = 'width:100%;max-width:560px;padding:12px;border-radius:12px;background:var(--ifm-background-color,#fff);box-shadow:0 12px 40px rgba(0,0,0,.3)';
      var input = document.createElement('input');
      input.type = 'search';
      input.placeholder = label;
      input.setAttribute('aria-label', label);
      input.style.cssText = 'box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid var(--ifm-color-emphasis-300,#ccc);border-radius:8px;font:inherit;font-size:16px;color:inherit;background:transparent';
      box.appendChild(input);
      shell.appendChild(box);
      shell.addEventListener('mousedown', function (event) {
        if (event.target === shell) closeShell();
      });
      document.body.appendChild(shell);
      input.focus();
    };
    var typing = function (target) {
      return !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    };
    document.addEventListener('keydown', function (event) {
      if (event.isComposing || event.keyCode === 229 || event.defaultPrevented) return;
      var shell = document.getElementById(shellId);
      if (event.key === 'Escape' && shell) {
        closeShell();
        return;
      }
      // Enter or Space on a focused control that is not a native button: the
      // browser makes no click of it (a link makes one of Enter only).
      var control = event.target && event.target.closest && event.target.closest(${literal(EARLY_CONTROL_SELECTOR)});
      if (!hydrated() && control && control.tagName !== 'BUTTON' && (event.key === ' ' || (event.key === 'Enter' && control.tagName !== 'A'))) {
        keep(event, {type: 'click', target: control});
        return;
      }
      var plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.repeat && !typing(event.target) && !document.querySelector('dialog[open],[aria-modal="true"]');
      if (event.key === '?' && plain && !hydrated()) {
        keep(event, {type: 'key', key: '?'});
        return;
      }
      // Until the search modal listens itself: before hydration, and after it
      // while the modal's code is still loading. After hydration only the
      // reader's own keys (the replay's Ctrl+K is React's to handle).
      if (window[${literal(SEARCH_READY)}] === true || (hydrated() && !event.isTrusted)) return;
      var slash = event.key === '/' && plain;
      var k = (event.key === 'k' || event.key === 'K') && event.ctrlKey !== event.metaKey && !event.altKey && !event.shiftKey;
      if (!slash && !k) return;
      event.preventDefault();
      if (shell) {
        if (k) closeShell();
        return;
      }
      if (!hydrated()) {
        event.stopPropagation();
        queue.push({type: 'search'});
      }
      openShell();
    }, true);
  } catch (e) {}
})();`;
}
