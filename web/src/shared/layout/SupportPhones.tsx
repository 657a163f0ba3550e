import { Anchor, Button } from '@mantine/core';
import { dialablePhone } from '@bingo/core';

/**
 * The hall's support numbers (set by its owner or the super admin: docs/roles-and-accounts.md#hall-settings),
 * as header buttons or as links; nothing when none is set.
 */
export function SupportPhones({ phones, as }: { phones: readonly string[]; as: 'button' | 'link' }) {
  return phones.map((phone) =>
    as === 'button' ? (
      <Button
        key={phone}
        size="xs"
        variant="light"
        component="a"
        href={`tel:${dialablePhone(phone)}`}
        data-testid="support-phone"
      >
        {phone}
      </Button>
    ) : (
      <Anchor key={phone} href={`tel:${dialablePhone(phone)}`}>
        {phone}
      </Anchor>
    ),
  );
}
