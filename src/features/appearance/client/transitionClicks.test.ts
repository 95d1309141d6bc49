import {keepClicksDuring} from './transitionClicks';

/** A click as the browser dispatches it during a view transition: on `<html>`. */
function clickRoot(x: number, y: number): MouseEvent {
  const event = new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    clientX: x,
    clientY: y,
  });
  document.documentElement.dispatchEvent(event);
  return event;
}

it('keeps clicks that land on <html> during the transition, ends it, and gives each, once, to the element at the same point afterwards', async () => {
  document.body.innerHTML = '<button id="tab">pnpm</button>';
  const tab = document.getElementById('tab')!;
  const onTab = jest.fn();
  tab.addEventListener('click', onTab);
  const onRoot = jest.fn();
  document.addEventListener('click', onRoot);
  // jsdom has no layout: the element at the point is given.
  const elementFromPoint = jest.fn(() => tab);
  document.elementFromPoint = elementFromPoint;
  let finish!: () => void;
  const skipTransition = jest.fn();
  keepClicksDuring({
    finished: new Promise<void>((resolve) => (finish = resolve)),
    skipTransition,
  });

  const kept = clickRoot(40, 20);
  expect(kept.defaultPrevented).toBe(true);
  expect(onRoot).not.toHaveBeenCalled();
  expect(onTab).not.toHaveBeenCalled();
  // The reveal ends at once, so the click is carried out a frame later.
  expect(skipTransition).toHaveBeenCalledTimes(1);
  clickRoot(40, 20);
  expect(skipTransition).toHaveBeenCalledTimes(1);

  finish();
  await Promise.resolve();
  await Promise.resolve();
  expect(elementFromPoint).toHaveBeenCalledWith(40, 20);
  expect(onTab).toHaveBeenCalledTimes(2);
  // After the transition, clicks go through untouched and are not replayed.
  expect(clickRoot(1, 1).defaultPrevented).toBe(false);
  await Promise.resolve();
  expect(onTab).toHaveBeenCalledTimes(2);
  document.removeEventListener('click', onRoot);
});

it('leaves clicks on elements alone (only a transition sends them to <html>)', () => {
  document.body.innerHTML = '<button id="b">b</button>';
  keepClicksDuring({
    finished: new Promise<void>(() => undefined),
    skipTransition: jest.fn(),
  });
  const event = new MouseEvent('click', {bubbles: true, cancelable: true});
  document.getElementById('b')!.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
});
