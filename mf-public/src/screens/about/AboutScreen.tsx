import { usePageTitle } from 'mf-shared';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  FAQ_FIGURE_KEYS,
  FAQ_KEYS as FAQ,
  FAQ_SOURCES,
  PRIMARY_SOURCES,
  STEP_KEYS as STEPS,
  TESTIMONIAL_KEYS as TESTIMONIALS,
  type FaqFigureKey,
  type FaqKey,
  type Facts,
} from 'contracts';
import '../../components/catalogue/catalogue.css';
import { FactSource } from '../../components/catalogue/FactSource';
import { formatIdr, formatNumber } from '../../components/catalogue/format';
import { ErrorState, LoadingState } from '../../components/catalogue/StateViews';
import { useFacts } from '../../components/catalogue/useFacts';
import { PathwayComparison } from '../../components/pathways/PathwayComparison';
import { SalarySimulation } from '../../components/pathways/SalarySimulation';
import { Suggestions, useAssistant } from '../../features/assistant';
import { FAQ_LINKS } from './faqLinks';
import './i18n';

/**
 * /about: what the product does, the flow, the data-sharing promise, the comparison of the three
 * pathways and the salary simulation (the components of /inexperienced), the FAQ (each entry an
 * anchor, #faq-<key>, that the assistant links to, with links to the pages it names), the
 * assistant's suggested questions, and testimonials. An FAQ answer that states a rule lists its
 * primary sources with their dates; training length and fees are followed by the catalogue's own
 * figures (GET /facts `catalogue`).
 */
export default function AboutScreen() {
  const { t } = useTranslation('public');
  const assistant = useAssistant();
  usePageTitle(t('about.title'));
  const facts = useFacts();
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

      {/* The same pathway comparison and salary simulation as /inexperienced. */}
      {facts.status === 'loading' && <LoadingState />}
      {facts.status === 'error' && <ErrorState onRetry={facts.reload} />}
      {facts.status === 'success' && (
        <>
          <PathwayComparison facts={facts.data} />
          <SalarySimulation facts={facts.data} />
        </>
      )}

      <FaqSection figures={facts.status === 'success' ? facts.data : undefined} />

      {assistant && (
        <section className="section card" aria-labelledby="about-assistant">
          <h2 id="about-assistant">{t('assistant.about_title')}</h2>
          <p>{t('assistant.about_text')}</p>
          <Suggestions inline onPick={(question) => assistant.openAssistant(question)} />
        </section>
      )}

      <Testimonials />
    </div>
  );
}

/** The FAQ: each entry an anchor (#faq-<key>) with its answer, the catalogue's figures where it has them, its primary sources and links to the pages it names. */
function FaqSection({ figures }: { figures: Facts | undefined }) {
  const { t } = useTranslation('public');
  return (
    <section className="section" aria-labelledby="about-faq">
      <h2 id="about-faq">{t('about.faq_title')}</h2>
      {FAQ.map((key) => (
        <FaqEntry key={key} faqKey={key} figures={figures} />
      ))}
    </section>
  );
}

/** One FAQ entry, open or closed. */
function FaqEntry({ faqKey: key, figures }: { faqKey: FaqKey; figures: Facts | undefined }) {
  const { t, i18n } = useTranslation('public');
  return (
    <details id={`faq-${key}`} className="faq">
      <summary>{t(`about.faq.${key}.q`)}</summary>
      <p>{t(`about.faq.${key}.a`)}</p>
      {isFigureKey(key) && figures && <p>{t(`about.faq_figures.${key}`, catalogueFigures(key, figures, i18n.language))}</p>}
      {(FAQ_SOURCES[key] ?? []).map((source) => (
        <FactSource key={source} source={PRIMARY_SOURCES[source].title} date={PRIMARY_SOURCES[source].date} sourceLang={PRIMARY_SOURCES[source].title_lang} />
      ))}
      {FAQ_LINKS[key] && (
        <p className="faq__links">
          {t('about_links.see')}{' '}
          {FAQ_LINKS[key].map((link, index) => (
            <span key={link.to}>
              {index > 0 && ' · '}
              {link.to.startsWith('#') ? <a href={link.to}>{t(`about_links.${link.label}`)}</a> : <Link to={link.to}>{t(`about_links.${link.label}`)}</Link>}
            </span>
          ))}
        </p>
      )}
    </details>
  );
}

/** Users' stories, shortened and with names changed (as the note under them says). */
function Testimonials() {
  const { t } = useTranslation('public');
  return (
    <section className="section" aria-labelledby="about-testimonials">
      <h2 id="about-testimonials">{t('about.testimonials_title')}</h2>
      <ul className="catalogue-grid testimonials">
        {TESTIMONIALS.map((key) => (
          <li key={key}>
            <figure className="card testimonial">
              <blockquote className="testimonial__quote">
                <p>{t(`about.testimonials.${key}.quote`)}</p>
              </blockquote>
              <figcaption className="testimonial__who">
                <span className="testimonial__avatar" aria-hidden="true">
                  {t(`about.testimonials.${key}.who`).trim().charAt(0)}
                </span>
                <span>{t(`about.testimonials.${key}.who`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="fact-source">{t('about.testimonials_note')}</p>
    </section>
  );
}

const isFigureKey = (key: FaqKey): key is FaqFigureKey => (FAQ_FIGURE_KEYS as readonly string[]).includes(key);

/** The values of `about.faq_figures.<key>`: how many LPKs, and the range and median (months, or rupiah). */
function catalogueFigures(key: FaqFigureKey, facts: Facts, lang: string) {
  const spread = key === 'training' ? facts.catalogue.training_months : facts.catalogue.registration_fee;
  const value = (n: number) => (key === 'training' ? formatNumber(n, lang) : formatIdr(n, lang));
  return { count: facts.catalogue.institutes, min: value(spread.min), median: value(spread.median), max: value(spread.max) };
}
