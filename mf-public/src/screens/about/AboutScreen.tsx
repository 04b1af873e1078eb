import { usePageTitle } from 'mf-shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAQ_KEYS as FAQ, STEP_KEYS as STEPS, TESTIMONIAL_KEYS as TESTIMONIALS } from '../../../../api/src/modules/assistant/knowledge/about-copy';
import '../../components/catalogue/catalogue.css';
import { Suggestions, useAssistant } from '../../features/assistant';
import './i18n';

/**
 * /about: what the product does, the flow, the data-sharing promise, the FAQ (each entry an
 * anchor, #faq-<key>, that the assistant links to), the assistant's suggested questions, and
 * testimonials.
 */
export default function AboutScreen() {
  const { t } = useTranslation('public');
  const assistant = useAssistant();
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
          <details key={key} id={`faq-${key}`} className="faq">
            <summary>{t(`about.faq.${key}.q`)}</summary>
            <p>{t(`about.faq.${key}.a`)}</p>
          </details>
        ))}
      </section>

      {assistant && (
        <section className="section card" aria-labelledby="about-assistant">
          <h2 id="about-assistant">{t('assistant.about_title')}</h2>
          <p>{t('assistant.about_text')}</p>
          <Suggestions inline onPick={(question) => assistant.openAssistant(question)} />
        </section>
      )}

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
