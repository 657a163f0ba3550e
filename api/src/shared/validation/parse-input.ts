import { getMetadataStorage, validate, type ValidationError } from 'class-validator';
import { refuse } from '../errors/app-error';

/**
 * Turns an untrusted REST body into an instance of the same input class GraphQL uses, and
 * validates it with the same class-validator rules, so both transports accept exactly the
 * same inputs. Only declared fields are copied (a "__proto__" key cannot reach the prototype).
 */
export async function parseInput<T extends object>(InputClass: new () => T, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw refuse('BODY_NOT_OBJECT');
  }
  const instance = new InputClass();
  for (const field of declaredFields(InputClass)) {
    if (Object.prototype.hasOwnProperty.call(body, field)) {
      (instance as Record<string, unknown>)[field] = (body as Record<string, unknown>)[field];
    }
  }
  await assertValid(instance);
  return instance;
}

export async function assertValid(instance: object): Promise<void> {
  const errors = await validate(instance, { validationError: { target: false, value: false } });
  if (errors.length > 0) throw invalidFields(errors);
}

/** Input that failed its declared checks: the sentence names each field (`fields` lists them). */
export function invalidFields(errors: readonly ValidationError[]) {
  const fields = fieldNames(errors);
  return refuse('INVALID_FIELDS', { message: describeValidationErrors(errors), fields: fields.join(', ') }, { fields });
}

export function describeValidationErrors(errors: readonly ValidationError[]): string {
  const messages = errors.flatMap((error) => Object.values(error.constraints ?? {}));
  return messages.length > 0 ? messages.join('; ') : 'Invalid input';
}

function fieldNames(errors: readonly ValidationError[]): string[] {
  return errors.map((error) => error.property);
}

const fieldCache = new WeakMap<object, string[]>();

function declaredFields(InputClass: new () => object): string[] {
  let fields = fieldCache.get(InputClass);
  if (!fields) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(InputClass, '', true, false);
    fields = [...new Set(metadata.map((m) => m.propertyName))];
    fieldCache.set(InputClass, fields);
  }
  return fields;
}
