import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { clear, i18n, setLanguage, setSession, toast, useSession, useToasts } from '../src';
import { makeUser } from './helpers/fixtures';

const user = makeUser({ id: 1, full_name: 'Dewi' });

function Who() {
  const { user: current } = useSession();
  return <p>{current ? current.full_name : 'anonymous'}</p>;
}

function Toaster() {
  const items = useToasts();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>{item.message}</li>
      ))}
    </ul>
  );
}

function Message() {
  const { t } = useTranslation('common');
  return <p>{t('errors.not_authorized')}</p>;
}

beforeEach(() => {
  localStorage.clear();
  clear();
  toast.clear();
});

describe('React bindings', () => {
  it('useSession re-renders on login and logout', () => {
    render(<Who />);
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    act(() => setSession('1|t', user));
    expect(screen.getByText('Dewi')).toBeInTheDocument();
    act(() => clear());
    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });

  it('useToasts lists the toasts on screen', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Gagal menyimpan');
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('Gagal menyimpan');
    act(() => toast.clear());
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('react-i18next uses the shared instance and follows setLanguage', async () => {
    expect(i18n.isInitialized).toBe(true);
    await act(() => setLanguage('id'));
    render(<Message />);
    expect(screen.getByText('Anda tidak memiliki akses.')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText('You are not authorized.')).toBeInTheDocument();
    await act(() => setLanguage('id'));
  });
});
