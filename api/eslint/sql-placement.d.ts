import type { Linter } from 'eslint';

/** Types of sql-placement.js (plain JavaScript: eslint.config.js imports it). */
export declare const sqlPlacement: Linter.Config;
