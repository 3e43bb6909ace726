import {
  REALITY_CHECK_CHOICES,
  REALITY_CHECK_OFF,
  REALITY_CHECK_SETTING,
  REALITY_CHECK_SETTING_HINT,
  realityCheckEvery,
} from '@wallet/domain';
import { Select } from '@wallet/ui';
import { chooseRealityCheckMinutes, useRealityCheckMinutes } from '../../lib/play-session';

const OPTIONS = REALITY_CHECK_CHOICES.map((minutes) => ({
  value: String(minutes),
  label: minutes === 0 ? REALITY_CHECK_OFF : realityCheckEvery(minutes),
}));

/** Issue 27 §5 "30, 60, 120 or off, chosen in the profile and kept on this device". */
export function RealityCheckSetting() {
  const minutes = useRealityCheckMinutes();
  return (
    <Select
      label={REALITY_CHECK_SETTING}
      hint={REALITY_CHECK_SETTING_HINT}
      options={OPTIONS}
      value={String(minutes)}
      onChange={(value) => {
        const chosen = REALITY_CHECK_CHOICES.find((choice) => String(choice) === value);
        if (chosen !== undefined) chooseRealityCheckMinutes(chosen);
      }}
    />
  );
}
