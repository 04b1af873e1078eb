import { i18n } from 'mf-shared';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { LifeCycles } from 'single-spa';
import { FallbackPanel } from '../layout/FallbackPanel';

type MountProps = { domElement?: HTMLElement };

/**
 * Lifecycles that stand in for a remote that could not be loaded: the panel explains and offers a
 * retry (which unloads this stand-in so single-spa loads the remote again). Header, footer and
 * session are the shell's and keep working.
 */
export function fallbackLifecycles(remote: string, error: unknown, retry: () => Promise<unknown>): LifeCycles<MountProps> {
  let root: Root | null = null;
  console.error(`[shell] ${remote} is unavailable`, error);
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      const element = props.domElement ?? document.getElementById(`app-${remote}`);
      if (!element) return Promise.resolve();
      root = createRoot(element);
      root.render(
        <I18nextProvider i18n={i18n}>
          <FallbackPanel remote={remote} onRetry={() => void retry()} />
        </I18nextProvider>,
      );
      return Promise.resolve();
    },
    unmount: () => {
      root?.unmount();
      root = null;
      return Promise.resolve();
    },
  };
}
