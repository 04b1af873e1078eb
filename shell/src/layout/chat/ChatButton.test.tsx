import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followsLink } from '../../../test/helpers/followsLink';
import { renderShell, resetShell } from '../../../test/helpers/renderShell';
import { ChatButton } from './ChatButton';
import { DRAG_THRESHOLD_PX, FIRST_PULSE_MS, PULSE_EVERY_MS, PULSE_FOR_MS } from './chatRules';

// jsdom has no PointerEvent: a MouseEvent with a pointer id and type stands in.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}

const CHAT_URL = 'https://wa.me/6281100002026';
const NAME = 'Ada pertanyaan? Chat dengan kami (membuka tab baru)';

function setViewport(width: number, height = 768): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

function renderButton(): HTMLElement {
  renderShell(<ChatButton />);
  return screen.getByRole('link', { name: NAME });
}

type User = ReturnType<typeof userEvent.setup>;
const at = (link: HTMLElement, [clientX, clientY]: [number, number]) => ({ target: link, coords: { clientX, clientY } });

/**
 * Presses the left mouse button on the button at `start`, moves the pointer through `moves`
 * (viewport coordinates) and releases it; tells whether the click that ends the press opens the
 * chat (its default action was not cancelled).
 */
function press(user: User, link: HTMLElement, moves: [number, number][], start: [number, number] = [500, 500]): Promise<boolean | undefined> {
  const end = moves.at(-1) ?? start;
  return followsLink(() =>
    user.pointer([{ keys: '[MouseLeft>]', ...at(link, start) }, ...moves.map((move) => at(link, move)), { keys: '[/MouseLeft]', ...at(link, end) }]),
  );
}

const isPulsing = (link: HTMLElement): boolean => link.getAttribute('data-pulse') === 'true';

beforeEach(() => {
  setViewport(1024, 768);
  window.__LPK_CONFIG__ = { chatUrl: CHAT_URL };
});

afterEach(async () => {
  jest.useRealTimers();
  await act(() => resetShell());
});

describe('floating chat button', () => {
  it('links to the configured chat in a new tab, with an accessible name, in its own landmark', () => {
    const link = renderButton();
    expect(link).toHaveAttribute('href', CHAT_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('complementary', { name: 'Bantuan lewat chat' })).toContainElement(link);
  });

  it('is reached and opened with the keyboard', async () => {
    const user = userEvent.setup();
    const link = renderButton();
    await user.tab();
    expect(link).toHaveFocus();
    expect(await followsLink(() => user.keyboard('{Enter}'))).toBe(true);
  });

  it('opens the chat on a plain click', async () => {
    const user = userEvent.setup();
    const link = renderButton();
    expect(await followsLink(() => user.click(link))).toBe(true);
    expect(link.style.right).toBe('5px');
    expect(link.style.bottom).toBe('5px');
  });

  it('is not drawn when no chat link is configured', () => {
    window.__LPK_CONFIG__ = { chatUrl: '' };
    renderShell(<ChatButton />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts 5 px from the right and bottom edges', () => {
    const link = renderButton();
    expect(link.style.right).toBe('5px');
    expect(link.style.bottom).toBe('5px');
  });

  it.each([
    [375, '180px'],
    [480, '180px'],
    [600, '220px'],
    [768, '220px'],
    [769, '260px'],
    [1280, '260px'],
  ])('at a %i px wide viewport it is %s wide', (width, size) => {
    setViewport(width);
    expect(renderButton().style.width).toBe(size);
  });

  it('recomputes its size when the window is resized', () => {
    const link = renderButton();
    expect(link.style.width).toBe('260px');
    act(() => {
      setViewport(700);
      window.dispatchEvent(new Event('resize'));
    });
    expect(link.style.width).toBe('220px');
    act(() => {
      setViewport(400);
      window.dispatchEvent(new Event('resize'));
    });
    expect(link.style.width).toBe('180px');
  });

  describe('pulse', () => {
    beforeEach(() => jest.useFakeTimers());
    const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('starts after 3 s, lasts 2 s, and comes back every 4 s', () => {
      const link = renderButton();
      expect(isPulsing(link)).toBe(false);
      advance(FIRST_PULSE_MS - 1); // 2999
      expect(isPulsing(link)).toBe(false);
      advance(1); // 3000
      expect(isPulsing(link)).toBe(true);
      advance(PULSE_FOR_MS - 1); // 4999
      expect(isPulsing(link)).toBe(true);
      advance(1); // 5000
      expect(isPulsing(link)).toBe(false);
      advance(PULSE_EVERY_MS - PULSE_FOR_MS - 1); // 6999
      expect(isPulsing(link)).toBe(false);
      advance(1); // 7000 = 3000 + 4000
      expect(isPulsing(link)).toBe(true);
      advance(PULSE_FOR_MS); // 9000
      expect(isPulsing(link)).toBe(false);
      advance(PULSE_EVERY_MS - PULSE_FOR_MS); // 11000
      expect(isPulsing(link)).toBe(true);
    });

    it('stops on hover, and goes on with the rhythm after the pointer leaves', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const link = renderButton();
      advance(3500);
      expect(isPulsing(link)).toBe(true);
      await user.hover(link);
      expect(isPulsing(link)).toBe(false);
      advance(4000); // 7500: the beat at 7000 was skipped
      expect(isPulsing(link)).toBe(false);
      await user.unhover(link);
      advance(3500); // 11000
      expect(isPulsing(link)).toBe(true);
    });

    it('stops while dragged', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const link = renderButton();
      advance(3000);
      expect(isPulsing(link)).toBe(true);
      await user.pointer([{ keys: '[MouseLeft>]', ...at(link, [500, 500]) }, at(link, [450, 500])]);
      expect(link).toHaveAttribute('data-dragging', 'true');
      expect(isPulsing(link)).toBe(false);
      advance(4000); // 7000: no pulse during the drag
      expect(isPulsing(link)).toBe(false);
      await user.pointer({ keys: '[/MouseLeft]', ...at(link, [450, 500]) });
      advance(4000); // 11000
      expect(isPulsing(link)).toBe(true);
    });
  });

  describe('drag', () => {
    it(`a press that moves less than ${DRAG_THRESHOLD_PX} px is a click: the chat opens, the button stays`, async () => {
      const user = userEvent.setup();
      const link = renderButton();
      expect(await press(user, link, [[503, 502]])).toBe(true); // 3.6 px
      expect(link.style.right).toBe('5px');
      expect(link.style.bottom).toBe('5px');
    });

    it(`a move of ${DRAG_THRESHOLD_PX} px or more drags the button and does not open the chat`, async () => {
      const user = userEvent.setup();
      const link = renderButton();
      expect(await press(user, link, [[497, 496]])).toBe(false); // exactly 5 px
      expect(link.style.right).toBe('8px');
      expect(link.style.bottom).toBe('9px');

      expect(
        await press(user, link, [
          [450, 480],
          [400, 450],
        ]),
      ).toBe(false);
      expect(link.style.right).toBe('108px');
      expect(link.style.bottom).toBe('59px');
      // The next plain click opens the chat again.
      expect(await press(user, link, [])).toBe(true);
    });

    it('keeps the button inside the viewport while dragging and after a resize', async () => {
      const user = userEvent.setup();
      const link = renderButton();
      jest
        .spyOn(link, 'getBoundingClientRect')
        .mockReturnValue({ width: 260, height: 80, top: 0, left: 0, right: 0, bottom: 0, x: 0, y: 0, toJSON: () => ({}) });
      await press(user, link, [[-5000, -5000]]); // far up and left
      expect(link.style.right).toBe(`${1024 - 260}px`);
      expect(link.style.bottom).toBe(`${768 - 80}px`);
      await press(user, link, [[6000, 6000]]); // far down and right
      expect(link.style.right).toBe('0px');
      expect(link.style.bottom).toBe('0px');
      await press(user, link, [[-5000, -5000]]);
      act(() => {
        setViewport(400, 600);
        window.dispatchEvent(new Event('resize'));
      });
      expect(link.style.width).toBe('180px');
      expect(link.style.right).toBe(`${400 - 180}px`);
      expect(link.style.bottom).toBe(`${600 - 80}px`);
    });

    it('ignores a right-button press', async () => {
      const user = userEvent.setup();
      const link = renderButton();
      await user.pointer([{ keys: '[MouseRight>]', ...at(link, [500, 500]) }, at(link, [300, 300])]);
      expect(link.style.right).toBe('5px');
    });
  });
});

describe('sticky bottom bars', () => {
  function bar(rect: { top: number; bottom: number; left: number; right: number }): HTMLElement {
    const element = document.createElement('div');
    element.setAttribute('data-sticky-bottom', '');
    element.getBoundingClientRect = () => ({
      ...rect,
      x: rect.left,
      y: rect.top,
      width: rect.right - rect.left,
      height: rect.bottom - rect.top,
      toJSON: () => ({}),
    });
    document.body.appendChild(element);
    return element;
  }

  afterEach(() => document.querySelectorAll('[data-sticky-bottom]').forEach((el) => el.remove()));

  it('is lifted above a bar marked data-sticky-bottom that it would cover, and goes back down when the bar leaves', async () => {
    setViewport(1280, 900);
    const link = renderButton();
    link.getBoundingClientRect = () => ({ top: 0, bottom: 60, left: 0, right: 260, x: 0, y: 0, width: 260, height: 60, toJSON: () => ({}) });
    const element = bar({ top: 820, bottom: 900, left: 40, right: 1240 });
    await act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
    await act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
    expect(link.style.bottom).toBe(`${900 - 820 + 8}px`);
    element.remove();
    await act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
    await act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
    expect(link.style.bottom).toBe('5px');
  });

  it('stays down when the bar is elsewhere', async () => {
    setViewport(1280, 900);
    const link = renderButton();
    bar({ top: 820, bottom: 900, left: 0, right: 600 });
    await act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
    await act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
    expect(link.style.bottom).toBe('5px');
  });
});

describe("a page's primary action", () => {
  const frame = () => act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));

  afterEach(() => document.querySelectorAll('[data-primary-action]').forEach((el) => el.remove()));

  it('is never under the button at first view at 375 px: the button is lifted above it, and back down once it is gone', async () => {
    setViewport(375, 812);
    // The page's primary action ("Ke dashboard"), full width, at the bottom of the first view: where the button sits.
    const action = document.createElement('a');
    action.setAttribute('data-primary-action', '');
    action.getBoundingClientRect = () => ({ top: 740, bottom: 784, left: 16, right: 359, x: 16, y: 740, width: 343, height: 44, toJSON: () => ({}) });
    document.body.appendChild(action);
    const link = renderButton();
    link.getBoundingClientRect = () => ({ top: 0, bottom: 75, left: 0, right: 180, x: 0, y: 0, width: 180, height: 75, toJSON: () => ({}) });
    await frame();
    await frame();
    expect(link.style.bottom).toBe(`${812 - 740 + 8}px`);
    // Drawn where it is now: above the action, inside the viewport.
    const bottom = parseInt(link.style.bottom, 10);
    expect(812 - bottom).toBeLessThanOrEqual(740);
    expect(812 - bottom - 75).toBeGreaterThanOrEqual(0);
    action.remove();
    await frame();
    await frame();
    expect(link.style.bottom).toBe('5px');
  });

  it('an action the button does not reach (beside or above it) leaves it where it is', async () => {
    setViewport(375, 812);
    const action = document.createElement('a');
    action.setAttribute('data-primary-action', '');
    action.getBoundingClientRect = () => ({ top: 400, bottom: 444, left: 16, right: 359, x: 16, y: 400, width: 343, height: 44, toJSON: () => ({}) });
    document.body.appendChild(action);
    const link = renderButton();
    link.getBoundingClientRect = () => ({ top: 0, bottom: 75, left: 0, right: 180, x: 0, y: 0, width: 180, height: 75, toJSON: () => ({}) });
    await frame();
    await frame();
    expect(link.style.bottom).toBe('5px');
  });
});
