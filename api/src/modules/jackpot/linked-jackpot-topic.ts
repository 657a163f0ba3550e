/** The bus topic of a linked pool: its halls' displays read their frame again when it changes. */
export const linkedJackpotTopic = (poolId: string) => `linked-jackpot:${poolId}`;

/** The event a hall is told when its qualifying win came after the pool was taken elsewhere. */
export const LINKED_JACKPOT_TAKEN_KIND = 'LINKED_JACKPOT_TAKEN';
