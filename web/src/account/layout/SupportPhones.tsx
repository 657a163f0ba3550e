import { Button } from '@mantine/core';
import { dialablePhone } from '@bingo/core';

/**
 * The hall's support numbers as header buttons (set by its owner or the super admin:
 * docs/roles-and-accounts.md#hall-settings); nothing when none is set.
 */
export function SupportPhones({ phones }: { phones: readonly string[] }) {
  return phones.map((phone) => (
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
  ));
}
