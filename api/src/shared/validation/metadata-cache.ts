import { getMetadataStorage } from 'class-validator';

type Rules = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>;

const MEMOIZED = Symbol('bingo.memoizedValidationMetadata');

/**
 * class-validator 0.15 finds a class's rules anew on every `validate()`
 * (`MetadataStorage.getTargetValidationMetadatas`: an `instanceof` test against every decorated
 * class, then filters), which was ~2% of the API's CPU in a whole-game run of bench:platform.
 * Rules are declared by decorators when modules load, so the answer for a class only changes when
 * rules are added: this remembers it per class and options, and forgets everything whenever a rule
 * or constraint is registered. Callers get a copy, so nothing they do can alter the cache.
 * Both transports validate through class-validator (REST's parseInput, type-graphql's
 * `validate: true`), so both profit. Idempotent.
 */
export function memoizeValidationMetadata(): void {
  const storage = getMetadataStorage() as ReturnType<typeof getMetadataStorage> & { [MEMOIZED]?: true };
  if (storage[MEMOIZED]) return;
  storage[MEMOIZED] = true;
  const cache = new Map<unknown, Map<string, Rules>>();
  const find = storage.getTargetValidationMetadatas.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  const addConstraint = storage.addConstraintMetadata.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    cache.clear();
    addRule(metadata);
  };
  storage.addConstraintMetadata = (metadata) => {
    cache.clear();
    addConstraint(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${String(always)}\u0000${String(strictGroups)}\u0000${(groups ?? []).join('\u0000')}`;
    let byOptions = cache.get(target);
    if (!byOptions) cache.set(target, (byOptions = new Map()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = find(target, schema, always, strictGroups, groups)));
    return found.slice();
  };
}
