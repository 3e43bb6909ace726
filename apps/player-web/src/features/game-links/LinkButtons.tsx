import { Button } from '@wallet/ui';
import type { LoadState } from '@wallet/shell';
import { Loaded } from '../../components/loaded/Loaded';

/** "a numbered list of link buttons", each opening its link in a new window. */
export function LinkButtons({ links }: { links: LoadState<{ id: number; value: string }[]> }) {
  return (
    <Loaded state={links}>
      {(list) =>
        list.length === 0 ? null : (
          <ol className="game-links__list" aria-label="Link vào game">
            {list.map((link, index) => (
              <li key={link.id}>
                <Button block href={link.value} target="_blank">
                  Link {index + 1}
                </Button>
              </li>
            ))}
          </ol>
        )
      }
    </Loaded>
  );
}
