/**
 * What every remote exposes as `./app`: the single-spa lifecycles the shell mounts (docs/architecture.md
 * section 1), rendering the remote's routes inside the shared i18next instance, a root element that
 * says which build runs (data-remote, data-version: docs/releasing.md) and the remote's router.
 *
 * Imported as `mf-shared/src/remote`, NOT from the `mf-shared` entry: this module is compiled into
 * each remote's own build (so a canary's lifecycles are the canary's), while the shell's eager
 * `mf-shared` singleton stays free of react-router and single-spa-react, which the shell never uses.
 * `i18n` comes from the `mf-shared` singleton (imported by package name, so a remote gets the shell's
 * instance), `react-router-dom` from the router the remotes share (scripts/webpack/federation.cjs).
 */
import { FIRST_DATA_ID, type FirstData } from 'contracts';
import { getLanguage, i18n, setQueryData } from 'mf-shared';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';

export interface RemoteAppOptions {
  /** The remote's package name, shown on its root element as `data-remote` (e.g. `mf-public`). */
  remote: string;
  /** The version this build was published as (`__REMOTE_VERSION__`), `dev` outside a versioned build; shown as `data-version`. */
  version: string;
  /** The remote's screens, rendered inside the router. */
  routes: ComponentType;
  /** Adds the remote's strings (both languages) to the shared i18next instance; called once, at once. */
  registerStrings: () => void;
}

/** The single-spa lifecycles the shell calls (its props carry `domElement`, the element to render into). */
export type RemoteApp = Pick<ReturnType<typeof singleSpaReact<object>>, 'bootstrap' | 'mount' | 'unmount'>;

/** The page head the API host pre-rendered into the remote's container (api/src/modules/site/page-heads.ts), for the route it was served for. */
let prerendered: { path: string; html: string } | null = null;

/**
 * The pre-rendered head of the current route, as markup, while it is the route the page was served
 * for; null otherwise. A remote's loading fallback shows it, so the text that painted before any
 * JavaScript stays until the screen renders it again (no flash of a spinner in between).
 */
export function prerenderedHead(): string | null {
  return prerendered && typeof window !== 'undefined' && prerendered.path === window.location.pathname ? prerendered.html : null;
}

/**
 * The answers a first screen was rendered with by the API host (FIRST_DATA_ID, api/src/modules/site/
 * first-screen.ts), put into the query cache before the first render when the page is still at the
 * URL it was served for: the screen then renders at once the DOM the page already shows (no
 * spinner, no shift) and asks none of them again while they are fresh. Read once.
 */
export function takeFirstData(): void {
  const element = document.getElementById(FIRST_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    const first = JSON.parse(element.textContent ?? '') as FirstData;
    if (first.path === location.pathname && first.search === location.search) for (const [key, data] of first.answers[getLanguage()]) setQueryData(key, data);
  } catch {
    // not JSON, or not of this shape: the screen asks for its data as usual
  }
}

export function createRemoteApp({ remote, version, routes: Routes, registerStrings }: RemoteAppOptions): RemoteApp {
  registerStrings();

  function Root() {
    return (
      <I18nextProvider i18n={i18n}>
        <div data-remote={remote} data-version={version}>
          <BrowserRouter>
            <Routes />
          </BrowserRouter>
        </div>
      </I18nextProvider>
    );
  }

  const lifecycles = singleSpaReact<object>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <div role="alert" />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    unmount: lifecycles.unmount,
    // React replaces the container's content on its first render: keep the pre-rendered head for the fallback.
    mount: (props) => {
      const element = (props as { domElement?: HTMLElement }).domElement?.querySelector('[data-prerender]');
      if (element) prerendered = { path: window.location.pathname, html: element.outerHTML };
      takeFirstData();
      // The first render as a transition: React renders it in slices of a few milliseconds, so a tap
      // is answered between them instead of after one long task (the page already shows the screen).
      let mounted: Promise<unknown> = Promise.resolve();
      React.startTransition(() => {
        mounted = lifecycles.mount(props);
      });
      return mounted;
    },
  };
}
