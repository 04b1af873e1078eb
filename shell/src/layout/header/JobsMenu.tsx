import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../icons';
import { InternalLink } from '../InternalLink';
import { ROUTES } from '../links';
import { useDropdown } from '../useDropdown';

/** "Jobs" dropdown: official LPK job list, the preparation path for beginners, experienced jobs. */
export function JobsMenu({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  const { open, rootProps, toggleProps, panelProps } = useDropdown('shell-jobs-menu', path);
  return (
    <div className="dropdown" {...rootProps}>
      <button className="nav-link dropdown__toggle" {...toggleProps}>
        {t('header.jobs')}
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <ul className="dropdown__panel" hidden={!open} {...panelProps}>
        <li>
          <InternalLink className="dropdown__item" href={ROUTES.jobs}>
            {t('header.jobs_official')}
          </InternalLink>
        </li>
        <li>
          <InternalLink className="dropdown__item" href={ROUTES.inexperienced}>
            {t('header.jobs_inexperienced')}
          </InternalLink>
        </li>
        <li>
          <InternalLink className="dropdown__item" href={ROUTES.experienced}>
            {t('header.jobs_experienced')}
          </InternalLink>
        </li>
      </ul>
    </div>
  );
}
