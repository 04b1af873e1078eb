import { usePageTitle } from 'mf-shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../components/catalogue/catalogue.css';
import './i18n';

const STEPS = ['register', 'search', 'apply', 'approve', 'registered'] as const;
const FAQ = ['cost', 'share', 'salary', 'experience', 'withdraw', 'certificate'] as const;
const TESTIMONIALS = ['sari', 'dewi', 'rizky'] as const;

/** /about: what the product does, the flow, the data-sharing promise, FAQ and testimonials. */
export default function AboutScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('about.title'));
  return (
    <div className="container catalogue-page">
      <h1>{t('about.title')}</h1>
      <p className="catalogue-lead">{t('about.lead')}</p>

      <section className="section" aria-labelledby="about-flow">
        <h2 id="about-flow">{t('about.flow_title')}</h2>
        <ol className="steps" aria-labelledby="about-flow">
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`about.steps.${step}.title`)}</strong>
              <p>{t(`about.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="cta">
          <Link to="/register" className="button button--primary">
            {t('about.cta_register')}
          </Link>
          <Link to="/search" className="button">
            {t('about.cta_search')}
          </Link>
        </p>
      </section>

      <section className="section card prose" aria-labelledby="about-data">
        <h2 id="about-data">{t('about.data_title')}</h2>
        <p>{t('about.data_text')}</p>
        <p>
          <Link to="/privacy-policy">{t('about.data_link')}</Link>
        </p>
      </section>

      <section className="section" aria-labelledby="about-faq">
        <h2 id="about-faq">{t('about.faq_title')}</h2>
        {FAQ.map((key) => (
          <details key={key} className="faq">
            <summary>{t(`about.faq.${key}.q`)}</summary>
            <p>{t(`about.faq.${key}.a`)}</p>
          </details>
        ))}
      </section>

      <section className="section" aria-labelledby="about-testimonials">
        <h2 id="about-testimonials">{t('about.testimonials_title')}</h2>
        <ul className="catalogue-grid">
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <figure className="card catalogue-card">
                <blockquote>
                  <p>{t(`about.testimonials.${key}.quote`)}</p>
                </blockquote>
                <figcaption className="catalogue-muted">{t(`about.testimonials.${key}.who`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="fact-source">{t('about.testimonials_note')}</p>
      </section>
    </div>
  );
}
