import '../../shared/i18n/security.i18n';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Whether a personal API token works now (docs/roles-and-accounts.md#api-tokens): it works,
 * it was revoked, or it stopped (expired, its account blocked, or a password change since).
 */
export function ApiTokenStatus({ token }: { token: { active: boolean; revokedAt?: unknown } }) {
  const { t } = useTranslation();
  const [key, color] = token.active
    ? ['sec.statusActive', 'green']
    : token.revokedAt
      ? ['sec.statusRevoked', 'gray']
      : ['sec.statusInactive', 'orange'];
  return (
    <Badge color={color} variant="light" style={{ textTransform: 'none' }}>
      {t(key)}
    </Badge>
  );
}
