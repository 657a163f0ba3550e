import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';

/**
 * A promotion the platform shows hosts on load (docs/screens.md#everywhere), decided by
 * the server's data and time window rather than by the page address.
 */
export const AnnouncementSchema = defineEntity({
  name: 'Announcement',
  tableName: 'announcement',
  indexes: [{ properties: ['isActive', 'startsAt', 'endsAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    title: p.string().length(120),
    body: p.string().length(2000),
    link: p.string().length(500).nullable(),
    linkLabel: p.string().length(80).nullable(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    isActive: p.boolean().default(true),
    createdBy: () => p.manyToOne(AccountSchema),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Announcement = InferEntity<typeof AnnouncementSchema>;
