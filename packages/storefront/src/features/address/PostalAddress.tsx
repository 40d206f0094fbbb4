import type { AddressFields } from '../../lib/api';

/**
 * An address as a letter shows it (name; street lines; postcode, city and country; the phone when there is
 * one): one rendering for the thank-you and the account's order detail.
 */
export function PostalAddress({ address }: { address: AddressFields }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    address.address2,
    `${address.zipCode} ${address.city} · ${address.country}`,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}
