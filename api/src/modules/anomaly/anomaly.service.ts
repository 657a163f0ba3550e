import type { AnomalyThresholds } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { anomalyEvidence } from './anomaly-evidence';
import { anomalyReport } from './anomaly-report';
import { readThresholds, writeThresholds } from './anomaly-thresholds';
import { recordCardPrints } from './card-prints';

/** The owner's anomaly screen (docs/reporting.md#anomalies): one entry per use case. */
export class AnomalyService {
  constructor(private readonly orm: Orm) {}

  report(actor: Actor, params: { startDate?: string | null; endDate?: string | null; ownerGroupId?: number | null }) {
    return anomalyReport(this.orm, actor, params);
  }

  evidence(
    actor: Actor,
    params: {
      hostId: string;
      kind: string;
      startDate?: string | null;
      endDate?: string | null;
      cardNumber?: number | null;
    },
  ) {
    return anomalyEvidence(this.orm, actor, params);
  }

  thresholds(actor: Actor, ownerGroupId?: number | null) {
    return readThresholds(this.orm, actor, ownerGroupId);
  }

  setThresholds(
    actor: Actor,
    ownerGroupId: number | null | undefined,
    input: Partial<Record<keyof AnomalyThresholds, number | null>>,
  ) {
    return writeThresholds(this.orm, actor, ownerGroupId, input);
  }

  recordPrints(actor: Actor, paletteNumbers: readonly number[]) {
    return recordCardPrints(this.orm, actor, paletteNumbers);
  }
}
