import { usePageTitle } from 'mf-shared';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../../components/catalogue/catalogue.css';
import './i18n';

interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** A legal text (privacy policy or terms) from its translations: title, date, sections. */
export function LegalPage({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t } = useTranslation('public');
  usePageTitle(t(`${doc}.title`));
  const sections = t(`${doc}.sections`, { returnObjects: true }) as unknown as LegalSection[];
  return (
    <div className="container catalogue-page prose">
      <h1>{t(`${doc}.title`)}</h1>
      <p className="catalogue-muted">{t('legal.updated')}</p>
      <p>{t(`${doc}.intro`)}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      <p>
        <Link to={doc === 'privacy' ? '/terms' : '/privacy-policy'}>{t(doc === 'privacy' ? 'terms.title' : 'privacy.title')}</Link>
      </p>
    </div>
  );
}
