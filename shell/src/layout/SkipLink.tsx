import { useTranslation } from 'react-i18next';

/**
 * First focusable element of the page: jumps to `<main id="main" tabindex="-1">`. Focus is moved
 * by script so the URL keeps no `#main` (the remotes' routers own the URL).
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView?.();
      }}
    >
      {t('skip_link')}
    </a>
  );
}
