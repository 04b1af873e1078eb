import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_KEYS } from './i18n';

/** A few questions to start with, as buttons (in the empty panel and on /about). */
export function Suggestions({ onPick, headingLevel = 3, inline = false }: { onPick: (question: string) => void; headingLevel?: 2 | 3; inline?: boolean }) {
  const { t } = useTranslation('public');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`assistant-suggestions${inline ? ' assistant-suggestions--inline' : ''}`}>
      <Heading className="assistant-suggestions__title" id={id}>
        {t('assistant.suggestions_title')}
      </Heading>
      <ul aria-labelledby={id}>
        {SUGGESTION_KEYS.map((key) => (
          <li key={key}>
            <button type="button" className="assistant-chip" onClick={() => onPick(t(`assistant.suggestions.${key}`))}>
              {t(`assistant.suggestions.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
