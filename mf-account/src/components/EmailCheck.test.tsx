import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { i18n } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { EmailCheck } from './EmailCheck';

const show = (verifiedAt: string | null | undefined) =>
  render(
    <I18nextProvider i18n={i18n}>
      <EmailCheck verifiedAt={verifiedAt} />
    </I18nextProvider>,
  );

test('says in words whether the applicant verified the address; nothing when the address is not shared', async () => {
  await act(() => i18n.changeLanguage('id'));
  show('2026-11-26T10:00:00.000Z');
  expect(screen.getByText('Email terverifikasi')).toBeInTheDocument();
  show(null);
  expect(screen.getByText('Email belum terverifikasi')).toBeInTheDocument();
  const { container } = show(undefined);
  expect(container).toBeEmptyDOMElement();
});
