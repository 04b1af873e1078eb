import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicReview, PublicReviewPage } from 'contracts';
import { clearQueries, i18n } from 'mf-shared';
import { ok, startTestApi, type TestApi } from '../../../../test/helpers/catalogue/apiServer';
import { renderScreen } from '../../../../test/helpers/catalogue/renderScreen';
import { ReviewsSection } from './ReviewsSection';

const review = (id: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id,
  lpk_id: 7,
  author: 'Siti R.',
  verified_alumni: true,
  registered_month: '2025-03',
  ratings: { teaching: 5, fee_honesty: 4, documents: 4, dormitory: null },
  overall: 4.3,
  body: 'Pengajarannya jelas dan biaya sesuai daftar.',
  created_at: '2026-02-01T03:00:00.000Z',
  updated_at: '2026-02-01T03:00:00.000Z',
  reply: null,
  ...overrides,
});

let api: TestApi;
let pages: Record<string, PublicReviewPage>;

beforeAll(async () => {
  api = await startTestApi((url) => ok(pages[url.searchParams.get('page') ?? '1']));
});
afterAll(() => api.close());
beforeEach(() => clearQueries());

const show = () => renderScreen(<ReviewsSection institute={{ id: 7, name: 'LPK Sakura' }} />, { path: '/lpk/:id', url: '/lpk/7' });

test('reviews with the verified alumni mark, averages, the LPK’s reply, and the rating from the reviews; paged newest first (en)', async () => {
  await act(() => i18n.changeLanguage('en'));
  const user = userEvent.setup();
  const summary = {
    count: 12,
    averages: { teaching: 4.5, fee_honesty: 3.8, documents: 4, dormitory: null, overall: 4.1 },
    rating: 4.1,
    rating_source: 'reviews' as const,
    threshold: 3,
  };
  pages = {
    '1': {
      items: [review(12, { reply: { body: 'Thank you, Siti.', at: '2026-02-03T03:00:00.000Z', lpk_name: 'LPK Sakura' } }), review(11, { author: 'Budi S.' })],
      meta: { page: 1, per_page: 10, total: 12, last_page: 2 },
      summary,
    },
    '2': { items: [review(1, { author: 'Ani W.' })], meta: { page: 2, per_page: 10, total: 12, last_page: 2 }, summary },
  };
  show();
  const section = await screen.findByRole('region', { name: 'Alumni reviews' });
  expect(await within(section).findByText('12 verified alumni reviews')).toBeInTheDocument();
  expect(within(section).getByText('This LPK’s rating is the average of 12 verified alumni reviews.')).toBeInTheDocument();
  const averages = section.querySelector('.lpk-reviews__averages')!;
  expect(averages).toHaveTextContent('Honesty about fees3.8 out of 5');
  const articles = within(section).getAllByRole('article');
  expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Siti R.', 'Budi S.']);
  expect(within(articles[0]!).getByText('Verified alumni')).toBeInTheDocument();
  expect(within(articles[0]!).getByText('Registered March 2025')).toBeInTheDocument();
  expect(within(articles[0]!).getByText('Reply from LPK Sakura')).toBeInTheDocument();
  expect(within(articles[0]!).getByText('Thank you, Siti.')).toBeInTheDocument();
  // No dormitory rating given: no dormitory line.
  expect(within(articles[0]!).queryByText('Dormitory')).not.toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Next' }));
  expect(await within(section).findByRole('heading', { name: 'Ani W.' })).toBeInTheDocument();
  expect(api.requests().some((u) => u.pathname === '/api/lpk/institutes/7/reviews' && u.searchParams.get('page') === '2')).toBe(true);
});

test('fewer than 3 reviews: the LPK’s own rating stays, labelled self-declared (id)', async () => {
  await act(() => i18n.changeLanguage('id'));
  pages = {
    '1': {
      items: [review(3)],
      meta: { page: 1, per_page: 10, total: 1, last_page: 1 },
      summary: {
        count: 1,
        averages: { teaching: 5, fee_honesty: 4, documents: 4, dormitory: null, overall: 4.3 },
        rating: 4.6,
        rating_source: 'self_declared',
        threshold: 3,
      },
    },
  };
  show();
  const section = await screen.findByRole('region', { name: 'Ulasan alumni' });
  expect(
    await within(section).findByText(
      'Nilai 4,6 yang tampil untuk LPK ini dinyatakan sendiri oleh LPK. Setelah ada 3 ulasan alumni, rata-rata ulasan yang tampil.',
    ),
  ).toBeInTheDocument();
  expect(within(section).getByText('Alumni terverifikasi')).toBeInTheDocument();
  expect(within(section).queryByRole('navigation')).not.toBeInTheDocument();
});

test('no reviews yet says so', async () => {
  await act(() => i18n.changeLanguage('en'));
  pages = {
    '1': {
      items: [],
      meta: { page: 1, per_page: 10, total: 0, last_page: 1 },
      summary: { count: 0, averages: null, rating: 4.2, rating_source: 'self_declared', threshold: 3 },
    },
  };
  show();
  expect(await screen.findByText('No verified alumni reviews of this LPK yet.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('a failure to load says so and offers a retry', async () => {
  await act(() => i18n.changeLanguage('en'));
  const user = userEvent.setup();
  let fail = true;
  api.respond((url) => (fail ? { status: 500, body: { status: 'error', message: 'Server error' } } : ok(pages[url.searchParams.get('page') ?? '1'])));
  pages = {
    '1': {
      items: [],
      meta: { page: 1, per_page: 10, total: 0, last_page: 1 },
      summary: { count: 0, averages: null, rating: 4.2, rating_source: 'self_declared', threshold: 3 },
    },
  };
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No verified alumni reviews of this LPK yet.')).toBeInTheDocument();
});
