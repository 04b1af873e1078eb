import { OFFICIAL_CHANNEL_KEYS, OFFICIAL_CHANNELS, type OfficialChannel } from 'contracts';
import { dateTimeFormat } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import './i18n';

/** When a channel was checked, in the reader's language: "2026-11" -> "November 2026"; a full date with its day. */
function checkedOn(value: string, language: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month) return value;
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  return dateTimeFormat({ year: 'numeric', month: 'long', ...(day ? { day: 'numeric' } : {}), timeZone: 'UTC' }, language).format(date);
}

/**
 * The government's own channels for complaints (contracts/src/reference/sources.ts OFFICIAL_CHANNELS:
 * the migrant-worker protection ministry's hotline, the manpower ministry, the regional manpower
 * office), each with its publisher and when it was checked.
 */
export function OfficialChannels() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'id';
  return (
    <section className="card official-channels" aria-labelledby="official-channels">
      <h2 id="official-channels">{t('report.channels.title')}</h2>
      <p className="muted">{t('report.channels.intro')}</p>
      <ul className="plain-list official-channels__list">
        {OFFICIAL_CHANNEL_KEYS.map((key) => {
          const channel: OfficialChannel = OFFICIAL_CHANNELS[key];
          return (
            <li key={key} data-channel={key}>
              <h3>{channel.name[lang]}</h3>
              <p>{channel.scope[lang]}</p>
              {channel.phone && (
                <p>
                  {t('report.channels.phone', { phone: channel.phone })}
                  {channel.phone_from_abroad && <> ({t('report.channels.phone_abroad', { phone: channel.phone_from_abroad })})</>}
                </p>
              )}
              {channel.url && (
                <p>
                  <a href={channel.url} target="_blank" rel="noopener noreferrer">
                    {t('report.channels.site')}: {channel.url.replace(/^https?:\/\//, '')}
                  </a>
                </p>
              )}
              <p className="muted">{t('report.channels.source', { publisher: channel.publisher, date: checkedOn(channel.checked, lang) })}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
