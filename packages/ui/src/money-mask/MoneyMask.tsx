import { createContext, useContext, type ReactNode } from 'react';
import { MONEY_HIDDEN, MONEY_MASK } from '@wallet/domain';
import './MoneyMask.css';

const Hidden = createContext(false);

/**
 * Issue 27 §4 "masks every balance and amount of the player's own money on every screen": the site
 * sets it once around its pages; every figure drawn through `Money` (in the kit and in the site)
 * follows it.
 */
export function MoneyMask({ hidden, children }: { hidden: boolean; children?: ReactNode }) {
  return <Hidden.Provider value={hidden}>{children}</Hidden.Provider>;
}

/** Whether the player's money is hidden on screen. */
export const useMoneyHidden = () => useContext(Hidden);

/**
 * One figure of the player's money (a balance, an amount). Hidden, its value is neither on screen
 * nor in the page's text nor in the accessibility tree: the same '******' for every figure (its
 * length tells nothing) and 'Đã ẩn' for a screen reader. Shown, it is the text as given, in a box
 * that keeps it on one line: a narrow phone must not put 'điểm' under '120' (issue 37 §5). The
 * text keeps its plain space, so a copied figure reads as the formatter wrote it.
 */
export function Money({ children }: { children: ReactNode }) {
  if (!useMoneyHidden()) return <span className="ui-money">{children}</span>;
  return (
    <span className="ui-money-mask">
      <span aria-hidden="true">{MONEY_MASK}</span>
      <span className="visually-hidden">{MONEY_HIDDEN}</span>
    </span>
  );
}
