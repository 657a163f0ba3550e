import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One sign-in attempt, kept to count failures per address and per username. */
export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempt',
  indexes: [{ properties: ['address', 'createdAt'] }, { properties: ['username', 'createdAt'] }],
  properties: {
    id: p.bigint('number').primary(),
    address: p.string().length(64),
    username: p.string().length(64),
    success: p.boolean(),
    createdAt: p.datetime(),
  },
});
export type LoginAttempt = InferEntity<typeof LoginAttemptSchema>;

export const BLOCK_KINDS = ['ADDRESS', 'USERNAME'] as const;

/** An address (or username) refused until `blockedUntil` after too many failed sign-ins. */
export const SignInBlockSchema = defineEntity({
  name: 'SignInBlock',
  tableName: 'sign_in_block',
  indexes: [{ properties: ['kind', 'key', 'blockedUntil'] }],
  properties: {
    id: p.bigint('number').primary(),
    kind: p.enum(BLOCK_KINDS),
    key: p.string().length(64),
    blockedUntil: p.datetime(),
    createdAt: p.datetime(),
  },
});
export type SignInBlock = InferEntity<typeof SignInBlockSchema>;

/** The client reports someone opening developer tools on an operator screen. */
export const InspectAttemptSchema = defineEntity({
  name: 'InspectAttempt',
  tableName: 'inspect_attempt',
  // The rate limits count by account and by address in a window; retention deletes by age.
  indexes: [
    { properties: ['createdAt'] },
    { properties: ['adminUsername', 'createdAt'] },
    { properties: ['address', 'createdAt'] },
  ],
  properties: {
    id: p.bigint('number').primary(),
    adminUsername: p.string().length(64),
    detectionMethod: p.string().length(64),
    address: p.string().length(64),
    userAgent: p.string().length(512),
    createdAt: p.datetime(),
  },
});
export type InspectAttempt = InferEntity<typeof InspectAttemptSchema>;
