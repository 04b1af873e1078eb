import '@testing-library/jest-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueKey } from 'contracts';
import { i18n, setLanguage } from 'mf-shared';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { InputField, RowList, SelectField, YesNoField } from '../forms';

/**
 * The fields bring their own words (any screen may use them, whatever else it loads): the optional
 * mark, the blank choices, an empty list, and the contracts' validation vocabulary.
 */

const schema = z.object({ name: z.string().min(1), city: z.string(), smoker: z.string(), note: z.string() });

function Form() {
  const form = useForm({ resolver: zodResolver(schema, { error: issueKey }), defaultValues: { name: '', city: '', smoker: '', note: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)}>
        <InputField name="name" label="Name" />
        <InputField name="note" label="Note" optional />
        <SelectField name="city" label="City" options={[{ value: 'bdg', label: 'Bandung' }]} />
        <YesNoField name="smoker" label="Smoker" />
        <RowList
          name="schools"
          legend="Schools"
          rows={[]}
          rowLabel={(i) => `School ${i + 1}`}
          addLabel="Add a school"
          onAdd={() => undefined}
          onRemove={() => undefined}
          max={3}
        >
          {() => null}
        </RowList>
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

test.each([
  ['en', { optional: '(optional)', choose: '— Choose —', unknown: 'Not given', empty: 'Nothing added yet.', required: 'This field is required.' }],
  ['id', { optional: '(opsional)', choose: '— Pilih —', unknown: 'Tidak diisi', empty: 'Belum ada data.', required: 'Wajib diisi.' }],
] as const)('in %s the fields word their marks, blank choices, empty lists and refusals', async (language, words) => {
  await act(() => setLanguage(language));
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <Form />
    </I18nextProvider>,
  );
  expect(screen.getByLabelText(`Note ${words.optional}`)).toBeInTheDocument();
  expect(screen.getByRole('option', { name: words.choose })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Smoker' })).toHaveDisplayValue(words.unknown);
  expect(screen.getByText(words.empty)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(words.required);
});
