import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, setLanguage } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { ApiForm, FormError, InputField, useApiForm } from '../forms';

/**
 * useApiForm: the contract's schema checks the values before any call (its messages worded in the
 * reader's language), a 422's field errors go under their fields and the rest above the form,
 * and the button says the form is sending while it is.
 */

const schema = z.object({ name: z.string().min(1), city: z.string() });
type Values = z.infer<typeof schema>;

function failed(status: number, message: string, errors?: Record<string, string[]>): ApiError {
  return new ApiError('http', message, status, { status: 'error', message, ...(errors ? { errors } : {}) });
}

type Fields = Parameters<typeof useApiForm<Values>>[0]['fields'];

function Form({ submit, fields }: { submit: (values: Values) => Promise<unknown>; fields?: Fields }) {
  const api = useApiForm<Values>({ ns: 'test', schema, defaultValues: { name: '', city: '' }, submit, fields });
  return (
    <ApiForm api={api}>
      <FormError api={api} />
      <InputField name="name" label="Name" />
      <InputField name="city" label="City" />
      <button type="submit" disabled={api.submitting}>
        {api.submitting ? 'Sending' : 'Send'}
      </button>
    </ApiForm>
  );
}

const renderForm = (submit: (values: Values) => Promise<unknown>, fields?: Fields) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Form submit={submit} fields={fields} />
    </I18nextProvider>,
  );

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

test('the schema refuses before any call, in the reader’s language', async () => {
  const user = userEvent.setup();
  const submit = jest.fn(() => Promise.resolve());
  renderForm(submit);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This field is required.');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  expect(submit).not.toHaveBeenCalled();
});

test('a 422 puts its messages under the fields they name (focusing the first) and the rest above the form', async () => {
  const user = userEvent.setup();
  renderForm(() => Promise.reject(failed(422, 'Check the form.', { city: ['Unknown city.'], other: ['Not yours.'] })));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ani');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Unknown city.'));
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  expect(screen.getByText('Not yours.')).toHaveAttribute('role', 'alert');
});

test('fields given as a function of the values sent: only those take a 422’s messages', async () => {
  const user = userEvent.setup();
  const sent: Values[] = [];
  const onlyNameUnlessCity = (values: Values) => (values.city ? (['name', 'city'] as const) : (['name'] as const));
  renderForm(
    () => Promise.reject(failed(422, 'Check the form.', { city: ['Unknown city.'] })),
    (values) => (sent.push(values), onlyNameUnlessCity(values)),
  );
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ani');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAccessibleDescription('Unknown city.');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Bandung');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Unknown city.'));
  expect(sent[1]).toEqual({ name: 'Ani', city: 'Bandung' });
});

test('a 422 that names no field shows its own message; any other failure none (the toast said it)', async () => {
  const user = userEvent.setup();
  let answer = failed(422, 'Check the form.');
  renderForm(() => Promise.reject(answer));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ani');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Check the form.')).toHaveAttribute('role', 'alert');
  answer = failed(500, 'Server error.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByText('Check the form.')).not.toBeInTheDocument());
  expect(screen.queryByText('Server error.')).not.toBeInTheDocument();
});

test('while the call runs the form says it is sending', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => undefined;
  renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ani');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
  await act(async () => finish());
  expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
});
