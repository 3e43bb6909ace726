/**
 * Whether this browser runs on a phone or tablet, where a bank app can be opened from the page
 * (issue 37 §1: "On a desktop browser the chooser is not offered"). Read from the user agent, as
 * `userAgentData.mobile` says false on Android tablets, which have bank apps too; iPadOS names
 * itself a Mac, and is told apart by its touch screen.
 */
export function isPhone(): boolean {
  const agent = navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(agent)) return true;
  return /Macintosh/.test(agent) && navigator.maxTouchPoints > 1;
}
