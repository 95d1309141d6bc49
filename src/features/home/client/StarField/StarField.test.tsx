import React from 'react';
import {act, fireEvent, render} from '@testing-library/react';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {
  STAR_POSITIONS,
  starSize,
} from '@site/src/features/home/client/starField';
import StarField from './';
import {REDUCED_MOTION_QUERY} from './useStarField';

type Listener = (event: {matches: boolean}) => void;

/** A controllable `matchMedia` for the reduced-motion query. */
function mockReducedMotion(initially: boolean): {
  set: (matches: boolean) => void;
} {
  const listeners = new Set<Listener>();
  const query = {
    matches: initially,
    media: REDUCED_MOTION_QUERY,
    addEventListener: (_: string, listener: Listener) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) =>
      listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as never;
  return {
    set(matches) {
      query.matches = matches;
      act(() => listeners.forEach((listener) => listener({matches})));
    },
  };
}

/** A controllable IntersectionObserver. */
function mockIntersection(): {
  show: (visible: boolean) => void;
  observed: () => number;
} {
  let callback: IntersectionObserverCallback | undefined;
  let count = 0;
  class Observer {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb;
    }
    observe(): void {
      count += 1;
    }
    disconnect(): void {
      count = 0;
    }
  }
  window.IntersectionObserver = Observer as never;
  return {
    show(visible) {
      act(() => callback?.([{isIntersecting: visible}] as never, {} as never));
    },
    observed: () => count,
  };
}

function renderField(): {
  hero: HTMLElement;
  field: HTMLElement;
  stars: HTMLElement[];
} {
  const {container} = render(
    <section data-testid="hero">
      <StarField />
    </section>,
  );
  const hero = container.firstElementChild as HTMLElement;
  const field = hero.querySelector('.rslib-star-field') as HTMLElement;
  // jsdom has no layout: give the field a 1000 × 500 box at the origin.
  field.getBoundingClientRect = () =>
    ({left: 0, top: 0, width: 1000, height: 500}) as DOMRect;
  return {
    hero,
    field,
    stars: Array.from(field.querySelectorAll<HTMLElement>('.rslib-star')),
  };
}

const original = {
  matchMedia: window.matchMedia,
  IntersectionObserver: window.IntersectionObserver,
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = original.matchMedia;
  window.IntersectionObserver = original.IntersectionObserver;
});

function move(hero: HTMLElement, x: number, y: number): void {
  fireEvent.mouseMove(hero, {clientX: x, clientY: y});
  act(() => {
    jest.advanceTimersByTime(20); // one animation frame
  });
}

describe('StarField', () => {
  it('renders the 35 default dots without style attributes: the stylesheet places and sizes them', () => {
    const {stars} = renderField();
    expect(stars).toHaveLength(35);
    expect(stars.filter((star) => star.hasAttribute('style'))).toEqual([]);
    // One rule per dot, `:nth-child(index + 1)`, in step with the list.
    const css = postcss.parse(
      readFileSync(path.join(__dirname, 'styles.module.css'), 'utf8'),
    );
    const placed = new Map<number, Record<string, string>>();
    css.walkRules(/^\.star:nth-child\(\d+\)$/, (rule) => {
      const index = Number(/\d+/.exec(rule.selector)![0]) - 1;
      const declarations: Record<string, string> = {};
      rule.walkDecls((declaration) => {
        declarations[declaration.prop] = declaration.value;
      });
      placed.set(index, declarations);
    });
    expect(placed.size).toBe(STAR_POSITIONS.length);
    STAR_POSITIONS.forEach(({top, left}, index) => {
      expect(placed.get(index)).toEqual({
        top: `${top}%`,
        left: `${left}%`,
        '--star-size': `${starSize(index)}px`,
      });
    });
    expect(starSize(0)).toBe(3);
    expect(starSize(34)).toBe(4.7);
  });

  it('places custom positions with style attributes, 3 + index / 20 px wide', () => {
    const {container} = render(
      <StarField
        positions={[
          {top: 10, left: 20},
          {top: 30.5, left: 40},
        ]}
      />,
    );
    const stars = Array.from(
      container.querySelectorAll<HTMLElement>('.rslib-star'),
    );
    expect(stars.map((star) => [star.style.top, star.style.left])).toEqual([
      ['10%', '20%'],
      ['30.5%', '40%'],
    ]);
    expect(stars[1].style.getPropertyValue('--star-size')).toBe('3.05px');
  });

  it('pushes only the dots within 100 px away from the mouse, and lets them rest on leave', () => {
    const {hero, field, stars} = renderField();
    expect(field).toHaveAttribute('data-active', 'true');
    // dot 0 sits at (143, 367.5); dot 1 at (512, 370.5)
    move(hero, 143 - 50, 367.5);
    expect(stars[0].style.transform).toBe('translate(12px, 0px)');
    expect(stars[1].style.transform).toBe('');
    // exactly the dots closer than 100 px moved
    const near = STAR_POSITIONS.map(
      ({top, left}) => Math.hypot(left * 10 - 93, top * 5 - 367.5) < 100,
    );
    expect(stars.map((star) => star.style.transform !== '')).toEqual(near);
    expect(near.filter(Boolean).length).toBeGreaterThan(1);
    expect(near.filter(Boolean).length).toBeLessThan(35);
    move(hero, 143, 367.5 + 99);
    expect(stars[0].style.transform).toBe('translate(0px, -0.2px)');
    move(hero, 143, 367.5 + 100);
    expect(stars[0].style.transform).toBe('');
    move(hero, 143 + 25, 367.5);
    fireEvent.mouseLeave(hero);
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(stars.every((star) => star.style.transform === '')).toBe(true);
  });

  it('stays still while reduced motion is requested, and resumes when it is not', () => {
    const motion = mockReducedMotion(true);
    const {hero, field, stars} = renderField();
    expect(field).toHaveAttribute('data-active', 'false');
    move(hero, 143 - 50, 367.5);
    expect(stars[0].style.transform).toBe('');
    motion.set(false);
    expect(field).toHaveAttribute('data-active', 'true');
    move(hero, 143 - 50, 367.5);
    expect(stars[0].style.transform).toBe('translate(12px, 0px)');
    motion.set(true);
    expect(stars[0].style.transform).toBe('');
  });

  it('does no work while the hero is off screen', () => {
    const io = mockIntersection();
    const {hero, field, stars} = renderField();
    expect(io.observed()).toBe(1);
    expect(field).toHaveAttribute('data-active', 'false');
    move(hero, 143 - 50, 367.5);
    expect(stars[0].style.transform).toBe('');
    io.show(true);
    move(hero, 143 - 50, 367.5);
    expect(stars[0].style.transform).toBe('translate(12px, 0px)');
    io.show(false);
    expect(field).toHaveAttribute('data-active', 'false');
    expect(stars[0].style.transform).toBe('');
  });

  it('stops listening when unmounted', () => {
    const io = mockIntersection();
    const {unmount} = render(
      <section>
        <StarField />
      </section>,
    );
    io.show(true);
    unmount();
    expect(io.observed()).toBe(0);
  });
});
