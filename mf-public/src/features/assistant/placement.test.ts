/**
 * Where the launcher sits (placement.ts): above whatever fixed or sticky element lies where it
 * would be, and above what sits on top of that in turn (the shell's chat button, lifted above the
 * same compare bar on a narrow phone).
 */
import { EDGE_PX, liftNeeded } from './placement';

const VIEWPORT = { width: 320, height: 740 };
type Rect = { left: number; top: number; right: number; bottom: number };

function fixed(rect: Rect): HTMLElement {
  const element = document.createElement('div');
  element.style.position = 'fixed';
  element.getBoundingClientRect = () => ({
    ...rect,
    x: rect.left,
    y: rect.top,
    width: rect.right - rect.left,
    height: rect.bottom - rect.top,
    toJSON: () => rect,
  });
  document.body.appendChild(element);
  return element;
}

let obstacles: HTMLElement[] = [];
beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT.height });
  document.elementsFromPoint = (x: number, y: number) =>
    obstacles.filter((element) => {
      const r = element.getBoundingClientRect();
      return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    });
});
afterEach(() => {
  document.body.replaceChildren();
  obstacles = [];
});

function setUp(): { launcher: HTMLElement; mine: HTMLElement } {
  const mine = document.createElement('div');
  const launcher = document.createElement('button');
  mine.appendChild(launcher);
  document.body.appendChild(mine);
  const height = 44;
  launcher.getBoundingClientRect = () => {
    const bottom = VIEWPORT.height - EDGE_PX;
    const rect = { left: 5, right: 149, top: bottom - height, bottom };
    return { ...rect, x: rect.left, y: rect.top, width: 144, height, toJSON: () => rect };
  };
  return { launcher, mine };
}

test('nothing under it: it stays at the edge', () => {
  const { launcher, mine } = setUp();
  expect(liftNeeded(launcher, mine)).toBe(0);
});

test('a compare bar under it: it rises just above the bar', () => {
  const { launcher, mine } = setUp();
  obstacles = [fixed({ left: 0, right: 320, top: 520, bottom: 740 })];
  // Its bottom 8 px above the bar's top.
  expect(VIEWPORT.height - EDGE_PX - liftNeeded(launcher, mine)).toBe(512);
});

test('the chat button lifted above the same bar, where the launcher would rise: it rises above both', () => {
  const { launcher, mine } = setUp();
  obstacles = [fixed({ left: 0, right: 320, top: 520, bottom: 740 }), fixed({ left: 135, right: 315, top: 456, bottom: 512 })];
  const bottom = VIEWPORT.height - EDGE_PX - liftNeeded(launcher, mine);
  expect(bottom).toBe(448);
});

test('never more than half the viewport', () => {
  const { launcher, mine } = setUp();
  obstacles = [fixed({ left: 0, right: 320, top: 100, bottom: 740 })];
  expect(liftNeeded(launcher, mine)).toBe(VIEWPORT.height / 2);
});
