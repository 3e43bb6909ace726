import { UPDATE_ACTION, UPDATE_READY } from '@wallet/domain';
import { Button } from '../button/Button';
import './UpdatePrompt.css';

export interface UpdatePromptProps {
  /** A new build is waiting and may be offered now. */
  open: boolean;
  /** 'Cập nhật': the player asked for the new build (the shell reloads the page into it). */
  onUpdate: () => void;
}

/**
 * Issue 15 "an update prompt when a new build is deployed, never a silent reload": a bar above the
 * bottom navigation saying 'Đã có phiên bản mới' with 'Cập nhật'. Nothing happens until the player
 * taps it; it takes no focus and covers no form.
 */
export function UpdatePrompt({ open, onUpdate }: UpdatePromptProps) {
  if (!open) return null;
  return (
    <aside className="ui-update-prompt" aria-label={UPDATE_READY}>
      <p className="ui-update-prompt__text" role="status">
        {UPDATE_READY}
      </p>
      <Button onClick={onUpdate}>{UPDATE_ACTION}</Button>
    </aside>
  );
}
