import {
  DRAG_THRESHOLD_PX,
  FIRST_PULSE_MS,
  INITIAL_OFFSET,
  PULSE_EVERY_MS,
  PULSE_FOR_MS,
  SIZE_LARGE_PX,
  SIZE_MEDIUM_PX,
  SIZE_SMALL_PX,
  chatButtonSize,
  clampOffset,
  isDrag,
} from './chatRules';

describe('chat button numbers (docs/product.md section 9)', () => {
  it('pulses every 4 s for 2 s, the first after 3 s; drag from 5 px; 5 px from the corner', () => {
    expect(PULSE_EVERY_MS).toBe(4000);
    expect(PULSE_FOR_MS).toBe(2000);
    expect(FIRST_PULSE_MS).toBe(3000);
    expect(DRAG_THRESHOLD_PX).toBe(5);
    expect(INITIAL_OFFSET).toEqual({ right: 5, bottom: 5 });
    expect([SIZE_SMALL_PX, SIZE_MEDIUM_PX, SIZE_LARGE_PX]).toEqual([180, 220, 260]);
  });

  it.each([
    [320, 180],
    [480, 180],
    [481, 220],
    [768, 220],
    [769, 260],
    [1440, 260],
  ])('at a %i px wide viewport it is %i px', (viewport, size) => {
    expect(chatButtonSize(viewport)).toBe(size);
  });

  it('a move under 5 px is a click, 5 px or more a drag', () => {
    expect(isDrag(0, 0)).toBe(false);
    expect(isDrag(4, 0)).toBe(false);
    expect(isDrag(-3, 3)).toBe(false); // 4.24 px
    expect(isDrag(3, 4)).toBe(true); // exactly 5 px
    expect(isDrag(0, -5)).toBe(true);
    expect(isDrag(40, 12)).toBe(true);
  });

  it('keeps the button inside the viewport', () => {
    const button = { width: 260, height: 80 };
    const viewport = { width: 1024, height: 768 };
    expect(clampOffset({ right: 100, bottom: 100 }, button, viewport)).toEqual({ right: 100, bottom: 100 });
    expect(clampOffset({ right: -20, bottom: -1 }, button, viewport)).toEqual({ right: 0, bottom: 0 });
    expect(clampOffset({ right: 5000, bottom: 5000 }, button, viewport)).toEqual({ right: 764, bottom: 688 });
    // Wider than the viewport: pinned to the left/top edge rather than pushed off it.
    expect(clampOffset({ right: 50, bottom: 50 }, { width: 300, height: 900 }, { width: 280, height: 700 })).toEqual({ right: 0, bottom: 0 });
  });
});
