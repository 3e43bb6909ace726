import { preload } from 'react-dom';

/**
 * A page's largest paint is a picture from a list (home's first banner, the first promotion): it is
 * asked for the moment the list arrives, ahead of the page's other pictures, not once the list has
 * rendered (issue 26).
 */
export function preloadLargestPicture(url: string | undefined): void {
  if (url) preload(url, { as: 'image', fetchPriority: 'high' });
}
