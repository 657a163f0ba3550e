import type { Problem, Problems } from './bonus-rules';

/** The rules' problems as @mantine/form errors: one translated message per field. */
export function problemErrors<F>(
  problems: Problems<F>,
  t: (key: string, values: Record<string, number | string>) => string,
): Partial<Record<keyof F, string>> {
  const out: Partial<Record<keyof F, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [keyof F, Problem | undefined][]) {
    if (problem) out[field] = t(problem.key, problem.values ?? {});
  }
  return out;
}
