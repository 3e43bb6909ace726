// The flat modules of constants and texts are re-exported whole; every function is exported by name,
// so consumers see the API in one place and the bundle (sideEffects: false) tree-shakes.
export * from './constants';
export * from './messages';
export {
  type Vnd,
  type GameBalance,
  thousandsToVnd,
  vndToThousands,
  pointsToVnd,
  vndToPoints,
  wholePoints,
  truncateToDagaMultiple,
  groupThousands,
  formatTransactionAmount,
  formatNetAmount,
  formatBalanceK,
  formatPoints,
  formatAmountLabel,
  parseAmountLabel,
  quickAmounts,
  formatRealAmount,
  visitorWithdrawRealAmount,
  withdrawPageRealAmount,
  balanceDisplay,
  transferableBalance,
} from './money';
export {
  type TransactionTone,
  type TransactionStatus,
  type ActivationState,
  type ActivationInput,
  transactionStatus,
  isRejectedTransaction,
  readInitialDepositMarker,
  writeInitialDepositMarker,
  isMarkerFresh,
  activationState,
  shouldPollActivation,
  endsActivationWait,
} from './status';
export { parseUtc, relativeTimeVi, formatDateTimeVi, formatDateVi, formatLongDateVi } from './time';
export { formatVietnamTime, vietnamInstant } from './vietnam-time';
export { formatCountdown } from './countdown';
export { MONEY_HIDDEN_KEY, parseMoneyHidden } from './device-prefs';
export {
  PLAY_KEYS,
  type RealityCheckMinutes,
  REALITY_CHECK_CHOICES,
  REALITY_CHECK_DEFAULT,
  parseRealityCheckMinutes,
  parseStoredTime,
  nextRealityCheckAt,
} from './play-session';
export { type SessionTransaction, sessionMoney, formatPlayDuration } from './reality-check';
export { promotionDateRange } from './promotions';
export { localizedName } from './names';
export { QR_FILE_FALLBACK_NAME, qrFileName } from './qr-file';
export { type TextPart, amountsInText } from './text-amounts';
export {
  searchFold,
  matchesSearch,
  isSearching,
  gameSearchEmptyText,
  gameSearchFoundText,
} from './search';
export {
  type HistoryRecord,
  type HistoryPeriod,
  type HistoryStatus,
  type HistoryTotals,
  type WeekTotals,
  type WeeklyTotals,
  HISTORY_PERIOD_OPTIONS,
  HISTORY_STATUS_OPTIONS,
  CHART_WEEKS,
  vietnamDay,
  vietnamDayStart,
  formatVietnamDayMonth,
  historyPeriod,
  historyPeriodParam,
  historyStatus,
  historyStatusParam,
  periodStart,
  inPeriod,
  filterHistory,
  isFiltered,
  periodTotals,
  weeklyTotals,
  historyTotalsTitle,
  chartLatestText,
  rejectionReason,
} from './history';
export {
  type TransactionTab,
  type TransactionPurpose,
  type TransactionDetailView,
  transactionTab,
  transactionTabParam,
  tabOfPurpose,
  transactionIdParam,
  transactionDetailView,
} from './transactions';
export {
  type FieldRule,
  digitsOnly,
  digitsCut,
  phoneDigits,
  isDigits,
  formSchema,
} from './validation/common';
export { splitPassword, sanitizePassword, validateStrongPassword } from './validation/password';
export {
  type LoginForm,
  validateLoginPhone,
  validateLoginPassword,
  loginSchema,
} from './validation/login';
export {
  type RegisterForm,
  sanitizeRegisterPhone,
  validateRegisterPhone,
  validateRegisterConfirm,
  pickCaptchaWord,
  nextCaptchaWord,
  validateRegisterCaptcha,
  registerSchema,
} from './validation/register';
export {
  sanitizeResetPhone,
  sanitizeOtp,
  canSendOtp,
  canVerifyOtp,
  canSubmitResetPassword,
  validateResetPhone,
  validateOtp,
  validateResetNewPassword,
  resetPhoneSchema,
  resetOtpSchema,
  resetNewPasswordSchema,
} from './validation/reset-password';
export {
  type ChangePasswordForm,
  validateOldPassword,
  validateNewPassword,
  validateChangeConfirm,
  changePasswordSchema,
  canSubmitChangePassword,
} from './validation/change-password';
export {
  type AmountBounds,
  type DepositModalState,
  type DepositModalForm,
  bankDepositBounds,
  sanitizeDepositPhone,
  validateDepositPhone,
  shouldCheckDepositPhone,
  depositRangeTooltip,
  isDepositAmountInRange,
  validateDepositAmount,
  canSubmitDepositModal,
  depositModalSchema,
  type OrderedBank,
  type OrderedMethod,
  depositModalChoices,
} from './validation/deposit-modal';
export { chosenOrFirst } from './choice';
export {
  type AmountKind,
  amountText,
  amountRefusal,
  acceptedAmount,
} from './validation/amount-text';
export {
  type ProviderLimits,
  DEPOSIT_PAGE_BOUNDS,
  depositPageBounds,
  depositPageDefaultAmount,
  validateDepositPageAmount,
  depositPageSchema,
} from './validation/deposit-page';
export {
  type VisitorWithdrawState,
  type VisitorWithdrawForm,
  sanitizeVisitorWithdrawPhone,
  validateVisitorWithdrawPhone,
  shouldLookUpBanks,
  lookupBankLabel,
  validateVisitorWithdrawBank,
  validateVisitorWithdrawAmount,
  canSubmitVisitorWithdraw,
  visitorWithdrawSchema,
} from './validation/withdraw-modal';
export {
  type WithdrawLimits,
  withdrawLimits,
  withdrawPlaceholder,
  validateWithdrawPageAmount,
  canAdvanceWithdraw,
  withdrawPageSchema,
} from './validation/withdraw-page';
export {
  type AddBankForm,
  sanitizeHolderName,
  validateHolderName,
  validateBankName,
  sanitizeAccountNumber,
  validateAccountNumber,
  addBankSchema,
  canSubmitAddBank,
  canAddBank,
} from './validation/add-bank';
export {
  type GameTransferContext,
  validateGameTransferAmount,
  gameTransferOutOfRange,
  canPlayGame,
  gameTransferAmountToSend,
  transferAllPointsAmount,
} from './validation/game-transfer';
export {
  type AgencyForm,
  sanitizeAgencyPhone,
  validateAgencyPhone,
  shouldCheckAgencyPhone,
  validateAgencyPassword,
  validateAgencyConfirm,
  validateAgencyCaptcha,
  validateAgencyName,
  agencySchema,
} from './validation/agency';
export { type ErrorShow, type ErrorView, type Failure, type MoneyFinding } from './errors/types';
export {
  isNoAnswer,
  isAnswered,
  isNetworkFailure,
  moneyOutcomeView,
  clientRefusal,
  transportError,
} from './errors/transport';
export {
  type ResetStep,
  loginError,
  loginRequiresPasswordReset,
  registerError,
  changePasswordSuccess,
  changePasswordError,
  resetPasswordError,
} from './errors/account';
export {
  type DepositNextStep,
  depositPageError,
  depositModalError,
  depositPhoneCheckMessage,
  paymentMethodsLoadError,
  depositLockedView,
  depositNextStep,
} from './errors/deposit';
export {
  type BankLookupOutcome,
  visitorBankLookup,
  visitorWithdrawError,
  withdrawPageError,
  withdrawLockedView,
} from './errors/withdraw';
export { addBankLimitText, addBankError, bankStepEmptyText } from './errors/bank';
export { sessionExpiredView, shouldLogOut } from './errors/session';
export {
  rateLimitError,
  gameTransferError,
  dagaBalanceError,
  transferAllError,
} from './errors/games';
export {
  homeLoadError,
  loadError,
  type MoneyCheck,
  checkFailedError,
  referralNotChecked,
  gamesListText,
  promotionsListText,
  walletLoadError,
  agencyResult,
} from './errors/general';
export {
  type RouteAccess,
  type NavItem,
  GUEST_REDIRECT,
  PLAYER_REDIRECT,
  accessRedirect,
  showsHeader,
  showsFooter,
  activeNavItem,
} from './routes';
export {
  type PlayGameForm,
  playGameAmountMessage,
  playGameSchema,
} from './validation/game-transfer';
export { holdsAppUpdate } from './app-update';
// VietQR: reading a transfer's QR and handing it to a bank app (issue 37 §1).
export { crc16ccitt, emvFields, hasValidCrc } from './vietqr/emv';
export {
  bankAppLink,
  readVietQr,
  transferToFill,
  VIETQR_APP_LINK_BASE,
  type UpstreamTransfer,
  type VietQrTransfer,
} from './vietqr/transfer';
export { BANK_APP_LOGO_ORIGIN, BANK_APPS, type BankApp } from './vietqr/bank-app-list';
export { bankAppsFor } from './vietqr/bank-apps';
