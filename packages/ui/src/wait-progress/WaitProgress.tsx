import { waitedOfTotal, waitedUntilCheck, wholeSeconds } from '@wallet/domain';
import './WaitProgress.css';

export type WaitProgressProps = {
  /** What is awaited, in words: shown beside the spinner, and the progress bar's name. */
  label: string;
  /** How long the player has waited so far. */
  waitedMs: number;
} & (
  | {
      /** A wait with an end (a money call's 30 s, the activation's 10 minutes): the bar fills up to it. */
      totalMs: number;
      check?: undefined;
    }
  | {
      totalMs?: undefined;
      /**
       * A wait checked again and again (a deposit's status every 10 s): the bar fills up to the
       * next check. `nextInMs` null: a check is on its way.
       */
      check: { everyMs: number; nextInMs: number | null };
    }
);

/** In whole seconds, for aria-valuenow and aria-valuemax. */
interface Bar {
  now: number;
  max: number;
  words: string;
}

function barOf({ waitedMs, totalMs, check }: WaitProgressProps): Bar {
  if (check === undefined) {
    const max = wholeSeconds(totalMs);
    return {
      now: Math.min(wholeSeconds(waitedMs), max),
      max,
      words: waitedOfTotal(waitedMs, totalMs),
    };
  }
  const max = wholeSeconds(check.everyMs);
  const left = check.nextInMs === null ? 0 : wholeSeconds(check.nextInMs);
  return {
    now: max - Math.min(left, max),
    max,
    words: waitedUntilCheck(waitedMs, check.nextInMs),
  };
}

/**
 * A long wait that says what is awaited and for how long, never a bare spinner (issue 37 §3): the
 * label beside a spinner, a progress bar screen readers read ('Đã chờ 12 giây (tối đa 30 giây)' as
 * its aria-valuetext) and the same words under it. It takes the times only; the caller's clock
 * (`useNow`) moves it. The words under the bar are hidden from screen readers: the bar says them,
 * and a live region repeating them every second would talk over everything else.
 */
export function WaitProgress(props: WaitProgressProps) {
  const { label } = props;
  const bar = barOf(props);
  const share = bar.max > 0 ? bar.now / bar.max : 1;
  return (
    <div className="ui-wait" role="status">
      <p className="ui-wait__label">
        <span className="ui-spinner" aria-hidden="true" />
        <span>{label}</span>
      </p>
      <div
        className="ui-wait__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={bar.max}
        aria-valuenow={bar.now}
        aria-valuetext={bar.words}
      >
        <span
          className="ui-wait__fill"
          // Set through the DOM, which the site's style-src policy allows (an inline style
          // attribute it would not).
          style={{ transform: `scaleX(${share})` }}
        />
      </div>
      <p className="ui-wait__time" aria-hidden="true">
        {bar.words}
      </p>
    </div>
  );
}
