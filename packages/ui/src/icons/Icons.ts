/**
 * Decorative icons: every control that shows one carries its own Vietnamese name. One module per
 * icon, so each icon's code goes to the chunk of the page that draws it.
 */
export { BellIcon } from './BellIcon';
export { LogoutIcon } from './LogoutIcon';
export { BackIcon } from './BackIcon';
export { HomeIcon } from './HomeIcon';
export { GiftIcon } from './GiftIcon';
export { UserIcon } from './UserIcon';
export { ChatIcon } from './ChatIcon';
export { WalletIcon } from './WalletIcon';
export { EyeIcon } from './EyeIcon';
export { EyeOffIcon } from './EyeOffIcon';
export { LockIcon } from './LockIcon';
export { BankIcon } from './BankIcon';
export { ListIcon } from './ListIcon';
export { DepositIcon } from './DepositIcon';
export { WithdrawIcon } from './WithdrawIcon';
export { CopyIcon } from './CopyIcon';
export { RefreshGlyph } from './RefreshGlyph';
export { CloseIcon } from './CloseIcon';
export { SwapIcon } from './SwapIcon';
export { SuccessIcon } from './SuccessIcon';
export { ErrorIcon } from './ErrorIcon';
export { PauseIcon } from './PauseIcon';
export { PlayIcon } from './PlayIcon';
export { PhoneIcon } from './PhoneIcon';
export { AndroidIcon } from './AndroidIcon';
export { GlobeIcon } from './GlobeIcon';
export { DownloadIcon } from './DownloadIcon';
export { SaveIcon } from './SaveIcon';
export { ShareIcon } from './ShareIcon';
export { SearchIcon } from './SearchIcon';
