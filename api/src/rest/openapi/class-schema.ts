import { getMetadataStorage } from 'class-validator';

export type { JsonSchema } from '../../shared/rest/route-input';
import type { JsonSchema } from '../../shared/rest/route-input';

type Meta = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/** class-validator rule name → the JSON Schema keywords it amounts to. */
const RULES: Record<string, (constraints: unknown[]) => JsonSchema> = {
  isString: () => ({ type: 'string' }),
  isInt: () => ({ type: 'integer' }),
  isNumber: () => ({ type: 'number' }),
  isBoolean: () => ({ type: 'boolean' }),
  isArray: () => ({ type: 'array' }),
  isUUID: () => ({ type: 'string', format: 'uuid' }),
  min: ([n]) => ({ minimum: n }),
  max: ([n]) => ({ maximum: n }),
  length: ([min, max]) => ({ minLength: min, ...(max === undefined ? {} : { maxLength: max }) }),
  maxLength: ([n]) => ({ maxLength: n }),
  minLength: ([n]) => ({ minLength: n }),
  isIn: ([values]) => ({ enum: values }),
  matches: ([pattern]) => ({ pattern: pattern instanceof RegExp ? pattern.source : String(pattern) }),
  arrayMaxSize: ([n]) => ({ maxItems: n }),
  arrayMinSize: ([n]) => ({ minItems: n }),
  arrayUnique: () => ({ uniqueItems: true }),
};

/** class-validator's type of @IsOptional (and @ValidateIf) rules. */
const CONDITIONAL = 'conditionalValidation';

/**
 * The JSON Schema of an input class, read from the same class-validator rules parseInput
 * enforces, so the document describes exactly what the server accepts. Rules without a JSON
 * Schema equivalent are left out (the server still enforces them).
 */
export function schemaOfInputClass(InputClass: new () => object, omit: readonly string[] = []): JsonSchema {
  const metas = getMetadataStorage().getTargetValidationMetadatas(InputClass, '', true, false);
  const byField = new Map<string, Meta[]>();
  for (const m of metas) {
    if (omit.includes(m.propertyName)) continue;
    byField.set(m.propertyName, [...(byField.get(m.propertyName) ?? []), m]);
  }
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [field, rules] of byField) {
    const own: JsonSchema = {};
    const items: JsonSchema = {};
    for (const rule of rules) {
      const keywords = rule.name ? RULES[rule.name]?.(rule.constraints ?? []) : undefined;
      if (keywords) Object.assign(rule.each ? items : own, keywords);
    }
    if (Object.keys(items).length > 0) own.items = items;
    properties[field] = own;
    if (!rules.some((r) => r.type === CONDITIONAL)) required.push(field);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}
