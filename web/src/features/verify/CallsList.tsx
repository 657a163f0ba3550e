import { letterOfCall } from './verify-rules';
import classes from './verify.module.css';

/** Calls as coloured chips with their position; `made` dims the calls after it (the recomputed order). */
export function CallsList({ calls, made, testId }: { calls: readonly string[]; made?: number; testId: string }) {
  return (
    <ol className={classes.calls} data-testid={testId}>
      {calls.map((label, i) => (
        <li
          key={label}
          className={`${classes.call} ${classes[letterOfCall(label)] ?? ''} ${made != null && i >= made ? classes.uncalled : ''}`}
        >
          <span className={classes.callIndex}>{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}
