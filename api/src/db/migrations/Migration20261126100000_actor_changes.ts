import { Migration } from '@mikro-orm/migrations';
import { ACTOR_CHANGED, ACTOR_TOPIC } from '../../shared/auth/actor-changes';
import { EVENT_CHANNEL } from '../../shared/events/event-bus';

/**
 * Every change to what an account may do is announced on the event bus, whoever makes it
 * (docs/roles-and-accounts.md#account-checks): each instance's cache of accounts forgets it. The
 * account's sign-in state (username, role, card set, group, token version, blocked; a group's
 * deletion sets owner_group_id too), its deletion, its two-factor enrolment, and the two-factor
 * policy (any owner: the id is null). Wallet moves and sign-in times touch none of these columns,
 * so the hot paths never fire it. The NOTIFY is sent at the commit of the changing transaction.
 */
export class Migration20261126100000_actor_changes extends Migration {
  override name = 'Migration20261126100000_actor_changes';

  override up(): void {
    this.addSql(`create or replace function bingo_actor_changed() returns trigger language plpgsql as $$
      declare
        who uuid;
      begin
        if tg_level = 'ROW' and tg_table_name = 'account' then
          who := case when tg_op = 'DELETE' then old.id else new.id end;
        elsif tg_level = 'ROW' and tg_table_name = 'two_factor' then
          who := case when tg_op = 'DELETE' then old.account_id else new.account_id end;
        end if;
        perform pg_notify('${EVENT_CHANNEL}', json_build_object(
          'topic', '${ACTOR_TOPIC}', 'kind', '${ACTOR_CHANGED}', 'data', json_build_object('id', who))::text);
        return null;
      end $$`);
    const changed = ['username', 'role', 'card_set_id', 'owner_group_id', 'token_version', 'blocked'];
    this.addSql(
      `create trigger account_actor_changed after update of ${changed.join(', ')} on account for each row
       when (${changed.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')})
       execute function bingo_actor_changed()`,
    );
    this.addSql(
      `create trigger account_actor_deleted after delete on account for each row execute function bingo_actor_changed()`,
    );
    this.addSql(
      `create trigger two_factor_actor_changed after insert or delete or update of enabled_at on two_factor
       for each row execute function bingo_actor_changed()`,
    );
    this.addSql(
      `create trigger two_factor_policy_actor_changed after insert or update or delete on two_factor_policy
       for each statement execute function bingo_actor_changed()`,
    );
  }

  override down(): void {
    this.addSql('drop trigger if exists two_factor_policy_actor_changed on two_factor_policy');
    this.addSql('drop trigger if exists two_factor_actor_changed on two_factor');
    this.addSql('drop trigger if exists account_actor_deleted on account');
    this.addSql('drop trigger if exists account_actor_changed on account');
    this.addSql('drop function if exists bingo_actor_changed()');
  }
}
