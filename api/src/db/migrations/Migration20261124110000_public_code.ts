import { randomBytes } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';
import { newPublicCode } from '@bingo/core';

/**
 * Every game gets a short public code for verification (docs/fairness.md#verifying): new games at
 * start, existing games here, drawn with the same secure generator and kept unique.
 */
export class Migration20261124110000_public_code extends Migration {
  override name = 'Migration20261124110000_public_code';

  override async up(): Promise<void> {
    await this.execute(`alter table "game" add column "public_code" varchar(8) null`);
    const games = (await this.execute(`select "id" from "game" order by "created_at", "id"`)) as { id: string }[];
    const used = new Set<string>();
    const secure = (n: number) => new Uint8Array(randomBytes(n));
    // In batches: one statement per 500 games instead of one per game.
    for (let i = 0; i < games.length; i += 500) {
      const rows = games.slice(i, i + 500).map((g) => {
        let code = newPublicCode(secure);
        while (used.has(code)) code = newPublicCode(secure);
        used.add(code);
        return [g.id, code] as const;
      });
      await this.execute(
        `update "game" set "public_code" = v.code from (values ${rows.map(() => '(?::uuid, ?)').join(', ')}) as v(id, code) where "game"."id" = v.id`,
        rows.flat(),
      );
    }
    await this.execute(`alter table "game" alter column "public_code" set not null`);
    await this.execute(`alter table "game" add constraint "game_public_code_unique" unique ("public_code")`);
  }
}
