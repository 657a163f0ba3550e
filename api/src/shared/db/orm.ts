import type { EntitySchema, MikroORM } from '@mikro-orm/core';

/** The ORM as modules see it; db/open-orm.ts opens it with the composition root's entity list. */
export type Orm = MikroORM;

/**
 * Any module's entity schema. A list of schemas mixes unrelated entity types, so its element type
 * cannot be narrower; MikroORM's own `entities` option is typed the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntitySchema = EntitySchema<any, any>;
