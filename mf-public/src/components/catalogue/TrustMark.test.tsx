import { act, render, screen } from '@testing-library/react';
import { i18n, setLanguage } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { makeInstituteCard } from 'mf-shared/test/helpers/fixtures';
import { InstituteCard } from './InstituteCard';

function card(verifiedAt: string | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <InstituteCard institute={makeInstituteCard({ licence_verified_at: verifiedAt })} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

test.each([
  ['id', 'Izin diverifikasi 20 November 2026', 'Dinyatakan sendiri oleh LPK', 'Izin belum diverifikasi'],
  ['en', 'Licence verified 20 November 2026', 'Self-declared by the LPK', 'Licence not verified yet'],
] as const)(
  '(%s) a verified licence shows its date; the pass rate is marked self-declared; an unverified one is never shown as verified',
  async (lang, verified, self, unverified) => {
    await act(() => setLanguage(lang));
    const { unmount } = card('2026-11-20T08:00:00.000Z');
    expect(screen.getByText(verified)).toBeInTheDocument();
    // The pass rate, and the rating while fewer than 3 alumni reviews make it (components/reviews/RatingSource.tsx).
    expect(screen.getAllByText(new RegExp(self))).toHaveLength(2);
    unmount();
    card(null);
    expect(screen.getByText(unverified)).toBeInTheDocument();
    expect(screen.queryByText(verified)).toBeNull();
  },
);
