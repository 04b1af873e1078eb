import '@testing-library/jest-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueKey } from 'contracts';
import { i18n, setLanguage } from 'mf-shared';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '../forms';

/**
 * The bound password field (FormFields.tsx; the login, sign-up, invitation and reset screens'):
 * what was typed shown or hidden by its button, worded in both languages, the form's message
 * under the input and the extra description (the password rules) tied to it.
 */

const schema = z.object({ password: z.string().min(1) });

function Form({ onSend = () => undefined }: { onSend?: (values: { password: string }) => void }) {
  const form = useForm({ resolver: zodResolver(schema, { error: issueKey }), defaultValues: { password: '' } });
  return (
    <I18nextProvider i18n={i18n}>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onSend)}>
          <PasswordField name="password" label="Password" autoComplete="current-password" describedBy="rules" />
          <p id="rules">At least 8 characters</p>
          <button type="submit">Send</button>
        </form>
      </FormProvider>
    </I18nextProvider>
  );
}

test.each([
  ['id', { show: 'Tampilkan password', hide: 'Sembunyikan password', required: 'Wajib diisi.' }],
  ['en', { show: 'Show password', hide: 'Hide password', required: 'This field is required.' }],
] as const)('in %s: hidden at first, shown and hidden again by its button, which says so', async (language, words) => {
  await act(() => setLanguage(language));
  const user = userEvent.setup();
  render(<Form />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAttribute('autocomplete', 'current-password');
  await user.click(screen.getByRole('button', { name: words.show }));
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: words.hide })).toHaveAttribute('aria-controls', input.id);
  await user.click(screen.getByRole('button', { name: words.hide }));
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(words.required)).toHaveAttribute('role', 'alert');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(`At least 8 characters ${words.required}`);
});

test('the form gets what was typed, shown or not', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  render(<Form onSend={(values) => sent.push(values)} />);
  await user.type(screen.getByLabelText('Password'), 'Kaigo#2026');
  await user.click(screen.getByRole('button', { name: /password$/ }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await act(() => Promise.resolve());
  expect(sent).toEqual([{ password: 'Kaigo#2026' }]);
});
