import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { ShiftService } from './shift.service';
import type { TillService } from './till.service';

/** The services the shift module's resolvers and handlers use; the composition root provides them. */
export interface ShiftServices {
  shifts: ShiftService;
  till: TillService;
}

export type GraphQLContext = SharedContext<ShiftServices>;
