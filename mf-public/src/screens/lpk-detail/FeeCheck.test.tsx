import { act, render, screen, within } from '@testing-library/react';
import type { FeeCheck as Check, InstituteDetail } from 'contracts';
import { i18n, setLanguage } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { makeInstituteDetail } from 'mf-shared/test/helpers/fixtures';
import { FeeCheck } from './FeeCheck';

/** The fee check on /lpk/{id}: total and items, the verdict in plain words with its numbers, the figures by program, the rules with their sources. */

const M = 1_000_000;
const ssw = { program: 'ssw' as const, program_label: 'SSW (Tokutei Ginō)', peers: 40, median: 9 * M, p90: 12 * M };
const language = { program: 'language' as const, program_label: 'Japanese language course', peers: 3, median: 0, p90: 0 };

function check(overrides: Partial<Check> = {}): Check {
  return {
    total: 13_750_000,
    verdict: 'above',
    verdict_label: 'Above the usual range',
    basis: ssw,
    programs: [
      { ...ssw, verdict: 'above' },
      { ...language, verdict: 'too_few' },
    ],
    min_peers: 5,
    far_above_factor: 1.5,
    ...overrides,
  };
}

function show(fee_check: Check | undefined) {
  const institute: InstituteDetail = makeInstituteDetail({
    fees: {
      currency: 'IDR',
      total: 13_750_000,
      level: 'medium',
      level_label: 'Medium',
      items: [
        { key: 'registration', label: 'Registration fee', amount: 1_750_000 },
        { key: 'training', label: 'Training fee', amount: 12 * M },
      ],
      instalments: false,
    },
    ...(fee_check ? { fee_check } : {}),
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FeeCheck institute={institute} />
    </I18nextProvider>,
  );
}

test('(en) the total and each item, the verdict with the median and the 90th percentile, the figures by program', async () => {
  await act(() => setLanguage('en'));
  show(check());
  const section = screen.getByRole('region', { name: 'Fee check' });
  expect(section.querySelector('.fee-check__verdict')).toHaveTextContent('Above the usual range');
  expect(section).toHaveTextContent(/Total Rp\s?13,750,000 made up of Registration fee Rp\s?1,750,000, Training fee Rp\s?12,000,000\./);
  expect(section).toHaveTextContent(
    /This total is above Rp\s?12,000,000, which nine in ten of the 40 listed LPKs teaching SSW \(Tokutei Ginō\) do not exceed \(the 90th percentile\), but not more than 1\.5 times it \(Rp\s?18,000,000\)\. Their middle value \(median\) is Rp\s?9,000,000\./,
  );
  const table = within(section).getByRole('table', { name: 'Figures by program' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/SSW \(Tokutei Ginō\)40Rp\s?9,000,000Rp\s?12,000,000Above the usual range/);
  expect(rows[2]).toHaveTextContent(/Japanese language course3––Too few LPKs to compare/);
});

test('(en) the rules, each with its sources: publisher, title, date, link and when it was checked; guidance, not legal advice', async () => {
  await act(() => setLanguage('en'));
  show(check());
  const section = screen.getByRole('region', { name: 'Fee check' });
  expect(within(section).getByRole('heading', { level: 4, name: 'No deposit and no penalty contract' })).toBeInTheDocument();
  expect(section).toHaveTextContent(/Act No\. 89 of 2016.*— Government of Japan.*, November 2017\./);
  const links = within(section).getAllByRole('link', { name: 'Read the source' });
  expect(links.map((a) => a.getAttribute('href'))).toContain('https://laws.e-gov.go.jp/law/428AC0000000089');
  // An Indonesian title is marked as such for an English reader.
  expect(section).toHaveTextContent(/Undang-Undang Nomor 18 Tahun 2017.*\(in Indonesian\)/);
  expect(section).toHaveTextContent('(checked November 2026)');
  expect(section).toHaveTextContent('not legal advice');
});

test('(id) within the usual range, in plain Indonesian words', async () => {
  await act(() => setLanguage('id'));
  show(check({ total: 13_750_000, verdict: 'within', verdict_label: 'Dalam kisaran umum', basis: { ...ssw, p90: 14 * M }, programs: [] }));
  const section = screen.getByRole('region', { name: 'Pemeriksaan biaya' });
  expect(within(section).getByText('Dalam kisaran umum')).toBeInTheDocument();
  expect(section).toHaveTextContent(/Sembilan dari sepuluh dari 40 LPK terdaftar yang mengajar SSW \(Tokutei Ginō\) meminta paling banyak Rp\s?14\.000\.000/);
  expect(within(section).getByRole('heading', { level: 4, name: 'Biaya penempatan tidak dibebankan kepada pekerja migran' })).toBeInTheDocument();
  expect(section).toHaveTextContent('bukan nasihat hukum');
  await act(() => setLanguage('en'));
});

test('too few to compare says so without figures; an older API (no fee check) shows nothing', async () => {
  await act(() => setLanguage('en'));
  const { unmount } = show(
    check({ verdict: 'too_few', verdict_label: 'Too few LPKs to compare', basis: null, programs: [{ ...language, verdict: 'too_few' }] }),
  );
  expect(screen.getByRole('region', { name: 'Fee check' })).toHaveTextContent(
    "Fewer than 5 listed LPKs teach this LPK's programs, so its fees cannot be compared yet.",
  );
  unmount();
  show(undefined);
  expect(screen.queryByRole('region', { name: 'Fee check' })).not.toBeInTheDocument();
});
