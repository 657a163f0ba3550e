import { registerEnumType } from 'type-graphql';
import { ROLES, type Role } from '../auth/actor';

export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as { [K in Role]: K };
registerEnumType(RoleEnum, { name: 'Role', description: 'What an account may do; enforced on the server.' });
