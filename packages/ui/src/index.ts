// The kit's entry: each component by name from its own module, so a site's bundle keeps only
// what it draws (its only side effects are its CSS files). entry.test.tsx fails when a module's
// export is left out here (or is listed there as the kit's own).
import './tokens.css';

// Shared
export type { LinkProps, RenderLink } from './shared/link';
export { plainLink } from './shared/link';
export * from './icons/Icons';

// Layout
export { Screen } from './screen/Screen';
export { AuthScreen, isOtherSiteHref, type AuthScreenProps } from './auth-screen/AuthScreen';
export { Header, type HeaderProps, type HeaderUser } from './header/Header';
export { BalanceToggle, type BalanceToggleProps } from './balance-toggle/BalanceToggle';
export { MoneyMask, Money, useMoneyHidden } from './money-mask/MoneyMask';
export {
  BottomNav,
  type BottomNavProps,
  type BottomNavItem,
  type MoneyAction,
} from './bottom-nav/BottomNav';
export { LoadingOverlay } from './loading-overlay/LoadingOverlay';
export { LiveChatButton, type LiveChatButtonProps } from './live-chat-button/LiveChatButton';
export { RouteErrorBlock, type RouteErrorBlockProps } from './route-error-block/RouteErrorBlock';

// Dialogs
export { Modal, type ModalProps } from './modal/Modal';
export { LogoutConfirm, type LogoutConfirmProps } from './logout-confirm/LogoutConfirm';
export { ErrorDialog, type ErrorDialogProps } from './error-dialog/ErrorDialog';
export {
  ResultDialog,
  type ResultDialogProps,
  type ResultStatus,
} from './result-dialog/ResultDialog';
export {
  PendingTransactionDialog,
  type PendingTransactionDialogProps,
} from './pending-transaction-dialog/PendingTransactionDialog';
export {
  AnnouncementPopup,
  type AnnouncementPopupProps,
  type Announcement,
} from './announcement-popup/AnnouncementPopup';
export { PromotionPopup, type PromotionPopupProps } from './promotion-popup/PromotionPopup';
export {
  RealityCheckDialog,
  type RealityCheckDialogProps,
  type SessionFigures,
} from './reality-check-dialog/RealityCheckDialog';
export {
  ImageViewer,
  SWIPE_CLOSE_PX,
  type ImageViewerProps,
  type ViewerImage,
} from './image-viewer/ImageViewer';

// Upstream HTML
export { SafeHtml, type SafeHtmlProps } from './safe-html/SafeHtml';
export { imagesInHtml, sanitizeHtml } from './safe-html/sanitize';

// Form parts
export {
  useForm,
  type Form,
  type FormValues,
  type FieldBinding,
  type UseFormOptions,
} from './form/useForm';
export { Field, type FieldChromeProps } from './field/Field';
export { TextField, type TextFieldProps } from './text-field/TextField';
export { PhoneField, type PhoneFieldProps } from './phone-field/PhoneField';
export { PasswordField, type PasswordFieldProps } from './password-field/PasswordField';
export { AmountField, type AmountFieldProps } from './amount-field/AmountField';
export { OtpField, type OtpFieldProps } from './otp-field/OtpField';
export { CaptchaField, type CaptchaFieldProps } from './captcha-field/CaptchaField';
export { captchaImage } from './captcha-field/captcha-image';
export {
  BankChoiceCards,
  type BankChoiceCardsProps,
  type BankChoice,
} from './bank-choice-cards/BankChoiceCards';
export { Select, type SelectProps, type SelectOption } from './select/Select';
export { Stepper, type StepperProps } from './stepper/Stepper';
export { Tabs, type TabsProps, type TabItem } from './tabs/Tabs';
export { CopyButton, type CopyButtonProps } from './copy-button/CopyButton';
export {
  Button,
  type ButtonProps,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
  type ButtonVariant,
} from './button/Button';
export { SubmitButton, type SubmitButtonProps } from './submit-button/SubmitButton';
export { RangeHint, type RangeHintProps } from './range-hint/RangeHint';
export { SearchField, type SearchFieldProps } from './search-field/SearchField';
export {
  FilterChips,
  type FilterChipsProps,
  type FilterChipOption,
} from './filter-chips/FilterChips';

// Content parts
export { Notice, type NoticeTone } from './notice/Notice';
export { OfflineBanner } from './offline-banner/OfflineBanner';
export { UpdatePrompt, type UpdatePromptProps } from './update-prompt/UpdatePrompt';
export {
  CategoryStrip,
  type CategoryStripProps,
  type Category,
} from './category-strip/CategoryStrip';
export {
  BannerSlider,
  type BannerItem,
  type BannerSliderProps,
} from './banner-slider/BannerSlider';
export { Marquee, type MarqueeProps } from './marquee/Marquee';
export { GameTile, type GameTileProps, type Game } from './game-tile/GameTile';
export { GameList, type GameListProps } from './game-list/GameList';
export {
  PromotionCard,
  PromotionList,
  type PromotionCardProps,
} from './promotion-card/PromotionCard';
export { BankAccountCard, type BankAccountCardProps } from './bank-account-card/BankAccountCard';
export {
  TransactionRow,
  TransactionList,
  TRANSACTION_STATUS_LABEL,
  type TransactionRowProps,
  type TransactionListProps,
} from './transaction-row/TransactionRow';
export {
  TransactionDetailList,
  type DetailItem,
} from './transaction-detail-list/TransactionDetailList';
export { Receipt, type ReceiptProps } from './receipt/Receipt';
export {
  RejectionReason,
  type RejectionReasonProps,
  type ReasonState,
} from './rejection-reason/RejectionReason';
export { TotalsCard, type TotalsCardProps, type TotalsItem } from './totals-card/TotalsCard';
export {
  WeekChart,
  type WeekChartProps,
  type ChartSeries,
  type ChartGroup,
} from './week-chart/WeekChart';
export { QrPanel, type QrPanelProps } from './qr-panel/QrPanel';
export {
  BankAppChooser,
  CHOOSE_BANK_APP_TITLE,
  DESKTOP_TEXT,
  FILLS_IN_TEXT,
  noFillText,
  OPEN_BANK_APP_LABEL,
  openAppLabel,
  OTHER_APP_LABEL,
  type BankAppChooserProps,
} from './bank-app-chooser/BankAppChooser';
export { copiedText, copyFailedText } from './bank-app-chooser/useOpenApp';
export { QrSave, SAVED_URL_LIFETIME_MS, type QrSaveProps } from './qr-save/QrSave';
export {
  PaymentFrame,
  PAYMENT_FRAME_SANDBOX,
  type PaymentFrameProps,
} from './payment-frame/PaymentFrame';
export {
  BalanceDisplay,
  balanceStateFrom,
  type BalanceDisplayProps,
  type BalanceState,
} from './balance-display/BalanceDisplay';
export { RefreshIcon, type RefreshIconProps } from './refresh-icon/RefreshIcon';
export {
  WalletGroupCard,
  type WalletGroupCardProps,
  type WalletItem,
} from './wallet-group-card/WalletGroupCard';
export { NotificationItem, type NotificationItemProps } from './notification-item/NotificationItem';
export { ProfileTile, type ProfileTileProps } from './profile-tile/ProfileTile';
export { TileGrid, type TileGridProps } from './tile-grid/TileGrid';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
export { ErrorState, type ErrorStateProps } from './error-state/ErrorState';
export { LoadingBlock, type LoadingBlockProps } from './loading-block/LoadingBlock';
export { WaitProgress, type WaitProgressProps } from './wait-progress/WaitProgress';
export { useNow } from './wait-progress/useNow';
export { NotFoundBlock, type NotFoundBlockProps } from './not-found-block/NotFoundBlock';
export { StepGallery, type StepGalleryProps } from './step-gallery/StepGallery';
