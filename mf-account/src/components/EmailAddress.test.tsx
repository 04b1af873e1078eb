import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { EmailAddress, emailParts } from './EmailAddress';

test('an address may wrap only after the @ and before each dot, never inside a name', () => {
  expect(emailParts('caregiver@demo.test')).toEqual(['caregiver@', 'demo', '.test']);
  expect(emailParts('rina.kusuma@mail.lpk.co.id')).toEqual(['rina', '.kusuma@', 'mail', '.lpk', '.co', '.id']);
  expect(emailParts('x')).toEqual(['x']);
  expect(emailParts('kartika@mail.contoh-lpk.test')).toEqual(['kartika@', 'mail', '.contoh-lpk', '.test']);

  const { container } = render(<EmailAddress address="caregiver@demo.test" />);
  const span = container.querySelector('.email-address')!;
  // The whole address is one text for reading and copying; the break opportunities are <wbr> elements.
  expect(span).toHaveTextContent(/^caregiver@demo\.test$/);
  expect(span.innerHTML).toBe('caregiver@<wbr>demo<wbr>.test');
});

test('renders nothing when the address is not shared', () => {
  const { container } = render(<EmailAddress address={null} />);
  expect(container).toBeEmptyDOMElement();
});
