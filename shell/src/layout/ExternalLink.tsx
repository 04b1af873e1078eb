import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_TAB_REL } from './links';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that opens in a new tab and says so to screen readers ("(opens in a new tab)"). */
export function ExternalLink({ children, ...rest }: Props) {
  const { t } = useTranslation('shell');
  return (
    <a {...rest} target="_blank" rel={NEW_TAB_REL}>
      {children}
      <span className="visually-hidden"> {t('new_tab')}</span>
    </a>
  );
}
