import { installScrollToTop, isHistoryTraversal } from './scroll';

/** What single-spa fires after pushState/replaceState: a popstate it marks as its own. */
function singleSpaPopstate(): PopStateEvent {
  return Object.assign(new PopStateEvent('popstate'), { singleSpa: true });
}

function routingEvent(originalEvent?: Event): CustomEvent {
  return new CustomEvent('single-spa:routing-event', { detail: { originalEvent } });
}

describe('isHistoryTraversal', () => {
  it('is true for a real Back/Forward popstate only', () => {
    expect(isHistoryTraversal(new PopStateEvent('popstate'))).toBe(true);
    expect(isHistoryTraversal(singleSpaPopstate())).toBe(false);
    expect(isHistoryTraversal(new Event('hashchange'))).toBe(false);
    expect(isHistoryTraversal(undefined)).toBe(false);
  });
});

describe('installScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  let uninstall: () => void;

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    uninstall = installScrollToTop();
  });

  afterEach(() => {
    uninstall();
    scrollTo.mockRestore();
  });

  it('scrolls to the top after a navigation to another path', () => {
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(routingEvent(singleSpaPopstate()));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('also on the first routing event without an original event (start, link from another app)', () => {
    window.history.pushState(null, '', '/jobs');
    window.dispatchEvent(routingEvent());
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not scroll when the user went back (the browser restores the position)', () => {
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(routingEvent(singleSpaPopstate()));
    scrollTo.mockClear();
    window.history.replaceState(null, '', '/'); // where Back lands
    window.dispatchEvent(routingEvent(new PopStateEvent('popstate')));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll when only the query or hash changed', () => {
    window.history.pushState(null, '', '/?page=2#top');
    window.dispatchEvent(routingEvent(singleSpaPopstate()));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops after uninstall', () => {
    uninstall();
    window.history.pushState(null, '', '/terms');
    window.dispatchEvent(routingEvent(singleSpaPopstate()));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
