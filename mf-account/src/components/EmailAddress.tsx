import { Fragment } from 'react';
import './email-address.css';

/**
 * The places where an e-mail address may wrap: after the '@' and before each '.', never inside a
 * name ("caregiver@demo.test" → "caregiver@" / "demo" / ".test" at 375 px, not "caregive r@demo .test").
 */
export function emailParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}

/**
 * An e-mail address in a table cell or list: it wraps only at `<wbr>` after '@' and before '.'
 * (the class switches off the cell's break-anywhere rules), and after a hyphen as any text does.
 * The parts stay text nodes of one element, so the address is still one text to find and copy. A screen reader reads the whole
 * address: `<wbr>` adds no text. Nothing when there is no address (one not shared with the reader).
 */
export function EmailAddress({ address, className }: { address: string | null | undefined; className?: string }) {
  if (!address) return null;
  const parts = emailParts(address);
  return (
    <span className={className ? `email-address ${className}` : 'email-address'}>
      {parts.map((part, index) => (
        // The parts of one address never change order: the index is the key.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
