import type { MikroORM } from '@mikro-orm/core';

/** The ORM as modules see it; db/orm.ts opens it with the composition root's entity list. */
export type Orm = MikroORM;
