import { preload } from 'react-dom';

/**
 * A page's largest paint is a list's first picture (home's first banner, the first promotion): it
 * is asked for the moment `list` arrives, ahead of the page's other pictures, not once the list has
 * rendered (issue 26). A failed list preloads nothing; the page shows the failure itself.
 */
export function preloadFirstPicture<T>(
  list: Promise<readonly T[]>,
  picture: (first: T) => string | undefined,
): Promise<void> {
  return list.then(
    ([first]) => {
      const url = first === undefined ? undefined : picture(first);
      if (url) preload(url, { as: 'image', fetchPriority: 'high' });
    },
    () => undefined,
  );
}
