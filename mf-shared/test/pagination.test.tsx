import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNavigator } from '../src/api/navigation';
import { Pagination } from '../src/ui/Pagination';

const labels = (page: number, last: number) => ({
  label: 'Pages',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  status: `Page ${page} of ${last}`,
});

test('buttons: first and previous are disabled on page 1; each button asks for its page', async () => {
  const onPage = jest.fn();
  render(<Pagination page={1} lastPage={4} labels={labels(1, 4)} onPage={onPage} />);
  const nav = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(nav).getByText('Page 1 of 4')).toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'First' })).toBeDisabled();
  expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
  await userEvent.click(within(nav).getByRole('button', { name: 'Last' }));
  expect(onPage.mock.calls).toEqual([[2], [4]]);
});

test("links: the steps lead to their pages through the app's navigator; where there is none the step is not a link", async () => {
  const seen: string[] = [];
  const previous = setNavigator((url) => seen.push(url));
  try {
    render(<Pagination page={3} lastPage={3} labels={labels(3, 3)} href={(p) => `/list?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'First' })).toHaveAttribute('href', '/list?page=1');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=2');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('Last')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(seen).toEqual(['/list?page=2']);
  } finally {
    setNavigator(previous);
  }
});

test('a single page shows no pager', () => {
  const { container } = render(<Pagination page={1} lastPage={1} labels={labels(1, 1)} onPage={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});
