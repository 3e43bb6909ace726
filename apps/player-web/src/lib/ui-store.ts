import { create } from 'zustand';
import type { MoneyAction } from '@wallet/ui';

/**
 * Dialogs the layout owns and any page may open: a visitor's deposit and withdraw modals (from the
 * bottom navigation and the home tiles), the all-wallets popup (home's wallet tile) and the logout
 * confirmation (header and profile).
 */
interface UiState {
  moneyModal: MoneyAction | null;
  walletPopup: boolean;
  logoutAsked: boolean;
}

export const useUi = create<UiState>()(() => ({
  moneyModal: null,
  walletPopup: false,
  logoutAsked: false,
}));

export const openMoneyModal = (action: MoneyAction) => useUi.setState({ moneyModal: action });
export const closeMoneyModal = () => useUi.setState({ moneyModal: null });
export const openWalletPopup = () => useUi.setState({ walletPopup: true });
export const closeWalletPopup = () => useUi.setState({ walletPopup: false });
export const askLogout = () => useUi.setState({ logoutAsked: true });
export const cancelLogout = () => useUi.setState({ logoutAsked: false });
