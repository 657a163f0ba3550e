import type { Role } from '../account/account.entity';

/** The signed-in account a request acts as. Services scope every query by it. */
export interface Actor {
  id: string;
  username: string;
  role: Role;
  cardSetId: number | null;
}
