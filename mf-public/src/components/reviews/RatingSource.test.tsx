import { act, render, screen, within } from '@testing-library/react';
import { i18n, setLanguage } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { makeInstituteCard } from 'mf-shared/test/helpers/fixtures';
import { InstituteCard } from '../catalogue/InstituteCard';

function card(overrides: Parameters<typeof makeInstituteCard>[0]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <InstituteCard institute={makeInstituteCard(overrides)} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The rating's row of a card: the `<dd>` after "Rating" / "Penilaian". */
const ratingRow = () => screen.getByText(/^(Rating|Penilaian)$/).parentElement!;

test.each([
  ['id', '(dari 4 ulasan alumni)', 'Dinyatakan sendiri oleh LPK'],
  ['en', '(from 4 alumni reviews)', 'Self-declared by the LPK'],
] as const)('(%s) from 3 verified alumni reviews the card says the rating is theirs; below, self-declared', async (lang, fromReviews, self) => {
  await act(() => setLanguage(lang));
  const { unmount } = card({ rating: 4.2, rating_source: 'reviews', verified_review_count: 4 });
  expect(within(ratingRow()).getByText(fromReviews)).toBeInTheDocument();
  expect(within(ratingRow()).queryByText(new RegExp(self))).toBeNull();
  unmount();
  card({ rating: 4.6, rating_source: 'self_declared', verified_review_count: 1 });
  expect(within(ratingRow()).getByText(new RegExp(self))).toBeInTheDocument();
  expect(within(ratingRow()).queryByText(fromReviews)).toBeNull();
});
