import { FOCUS_GAP_PX, clearanceScroll } from './focusClearance';

const rect = (top: number, bottom: number, left = 0, right = 375) => ({ top, bottom, left, right });
const chat = rect(732, 807, 300, 367);

test('a field under the chat button is scrolled up until it clears it, with a gap', () => {
  expect(clearanceScroll(rect(692, 736), [chat])).toBe(736 - 732 + FOCUS_GAP_PX);
});

test('nothing moves for a field that nothing covers: above, or beside the button', () => {
  expect(clearanceScroll(rect(100, 144), [chat])).toBe(0);
  expect(clearanceScroll(rect(740, 780, 0, 280), [chat])).toBe(0);
  expect(clearanceScroll(rect(692, 736), [])).toBe(0);
});

test('the highest of several floating boxes decides; the field never leaves the top of the viewport', () => {
  const launcher = rect(660, 720, 300, 367);
  expect(clearanceScroll(rect(692, 736), [chat, launcher])).toBe(736 - 660 + FOCUS_GAP_PX);
  // A field taller than the room above the button: its top stops at the viewport's top.
  expect(clearanceScroll(rect(40, 790), [chat])).toBe(40);
});
