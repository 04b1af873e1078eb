import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '../src';
import { ReviewPages } from '../src/ui/ReviewPages';

/** The pager of the review lists, worded once for mf-public's LPK page and mf-account's lists. */
const show = (page: number, lastPage: number, onPage = jest.fn()) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ReviewPages page={page} lastPage={lastPage} onPage={onPage} />
    </I18nextProvider>,
  );

afterEach(async () => {
  localStorage.clear();
  await act(() => setLanguage('id'));
});

test('in Indonesian (the default): a named landmark, the page status and the steps', async () => {
  await act(() => setLanguage('id'));
  const onPage = jest.fn();
  show(2, 5, onPage);
  const nav = screen.getByRole('navigation', { name: 'Halaman ulasan' });
  expect(within(nav).getByText('Halaman 2 dari 5')).toBeInTheDocument();
  await userEvent.click(within(nav).getByRole('button', { name: 'Sebelumnya' }));
  await userEvent.click(within(nav).getByRole('button', { name: 'Berikutnya' }));
  await userEvent.click(within(nav).getByRole('button', { name: 'Terakhir' }));
  await userEvent.click(within(nav).getByRole('button', { name: 'Pertama' }));
  expect(onPage.mock.calls).toEqual([[1], [3], [5], [1]]);
});

test('in English', async () => {
  await act(() => setLanguage('en'));
  show(1, 3);
  const nav = screen.getByRole('navigation', { name: 'Review pages' });
  expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('one page of reviews shows no pager', () => {
  const { container } = show(1, 1);
  expect(container).toBeEmptyDOMElement();
});
