// The texts are re-exported whole; every other constant and every function is exported by name,
// from the module of the rule that uses it, so consumers see the API in one place and the bundle
// (sideEffects: false) tree-shakes. entry.test.ts fails when a module's export is left out here
// (or is listed there as the package's own).
export * from './messages';
export { CLIENT_CACHE_MS, CLIENT_RETRIES, CLIENT_RETRY_CAP_MS } from './client';
export {
  LOADING_OVERLAY_MS,
  BANNER_ROTATION_MS,
  PAYMENT_FRAME_LOADER_MS,
  ANNOUNCEMENT_IMAGE_HEIGHT_PX,
  ANDROID_GUIDE_STEPS,
  IOS_GUIDE_STEPS,
} from './screens';
export { STORAGE_KEYS, SESSION_KEYS } from './storage-keys';
export {
  type Vnd,
  type GameBalance,
  THOUSANDS_TO_VND,
  POINTS_TO_VND,
  DAGA_MULTIPLE,
  CURRENCY,
  QUICK_AMOUNT_FRACTIONS,
  WITHDRAW_BALANCE_FACTOR,
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
export { amountHint, amountInFull, unitRate, vndInWords, WORDS_MAX } from './money-words';
export { BALANCE_MIN_INTERVAL_MS, BALANCE_REFRESH_DELAY_MS } from './game-balance';
export {
  type TransactionTone,
  type TransactionStatus,
  type ActivationState,
  type ActivationInput,
  TRANSACTION_STATUS_CODES,
  DEPOSIT_STATUS_POLL_MS,
  ACTIVATION_WINDOW_MS,
  ACTIVATION_POLL_MS,
  GAME_LINKS_POLL_MS,
  transactionStatus,
  isRejectedTransaction,
  readInitialDepositMarker,
  writeInitialDepositMarker,
  isMarkerFresh,
  activationState,
  shouldPollActivation,
  endsActivationWait,
} from './status';
export {
  LOCALE,
  parseUtc,
  relativeTimeVi,
  formatDateTimeVi,
  formatDateVi,
  formatLongDateVi,
} from './time';
export { formatVietnamTime, vietnamInstant } from './vietnam-time';
export { formatCountdown } from './countdown';
export { MONEY_HIDDEN_KEY, parseMoneyHidden } from './device-prefs';
export {
  depositAgainLabel,
  LAST_DEPOSIT_KEY,
  parseLastDeposit,
  writeLastDeposit,
  type LastDeposit,
} from './deposit-again';
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
export { type WaitingDepositRecord, waitingDeposit, depositWaitedText } from './waiting-deposit';
export {
  type TransactionTab,
  type TransactionPurpose,
  type TransactionDetailView,
  TRANSACTION_PURPOSE,
  transactionTab,
  transactionTabParam,
  tabOfPurpose,
  transactionIdParam,
  transactionDetailView,
  receiptTitle,
} from './transactions';
export {
  type FieldRule,
  PHONE_LENGTH,
  digitsOnly,
  digitsCut,
  phoneDigits,
  isDigits,
  formSchema,
} from './validation/common';
export {
  PASSWORD_MIN,
  PASSWORD_MAX,
  splitPassword,
  sanitizePassword,
  validateStrongPassword,
} from './validation/password';
export {
  type LoginForm,
  LOGIN_PASSWORD_MIN,
  validateLoginPhone,
  validateLoginPassword,
  loginSchema,
} from './validation/login';
export {
  type RegisterForm,
  CAPTCHA_WORDS,
  sanitizeRegisterPhone,
  validateRegisterPhone,
  validateRegisterConfirm,
  pickCaptchaWord,
  nextCaptchaWord,
  validateRegisterCaptcha,
  registerSchema,
} from './validation/register';
export {
  OTP_MIN_DIGITS,
  OTP_RESEND_SECONDS,
  DEFAULT_COUNTRY_CODE,
  RESET_PASSWORD_MIN,
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
  DEPOSIT_DEFAULT_MIN,
  DEPOSIT_DEFAULT_MAX,
  bankDepositBounds,
  sanitizeDepositPhone,
  validateDepositPhone,
  shouldCheckDepositPhone,
  depositRangeTooltip,
  isDepositAmountInRange,
  validateDepositAmount,
  canSubmitDepositModal,
  depositModalBlocker,
  depositModalSchema,
  type OrderedBank,
  type OrderedMethod,
  depositModalChoices,
} from './validation/deposit-modal';
export { chosenOrFirst } from './choice';
export {
  type AmountKind,
  WITHDRAW_AMOUNT_MAX_DIGITS,
  amountText,
  amountRefusal,
  acceptedAmount,
} from './validation/amount-text';
export {
  type ProviderLimits,
  DEPOSIT_PAGE_MIN,
  DEPOSIT_PAGE_MAX,
  INITIAL_DEPOSIT_DEFAULT_AMOUNT,
  DEPOSIT_PAGE_BOUNDS,
  depositPageBounds,
  depositPageDefaultAmount,
  validateDepositPageAmount,
  depositPageSchema,
} from './validation/deposit-page';
export {
  type VisitorWithdrawState,
  type VisitorWithdrawForm,
  VISITOR_WITHDRAW_MIN,
  VISITOR_WITHDRAW_MAX,
  sanitizeVisitorWithdrawPhone,
  validateVisitorWithdrawPhone,
  shouldLookUpBanks,
  lookupBankLabel,
  validateVisitorWithdrawBank,
  validateVisitorWithdrawAmount,
  canSubmitVisitorWithdraw,
  visitorWithdrawBlocker,
  visitorWithdrawSchema,
} from './validation/withdraw-modal';
export {
  type WithdrawLimits,
  WITHDRAW_PAGE_MAX,
  WITHDRAW_PAGE_DEFAULT_MIN,
  withdrawLimits,
  withdrawPlaceholder,
  validateWithdrawPageAmount,
  canAdvanceWithdraw,
  withdrawPageSchema,
} from './validation/withdraw-page';
export {
  type AddBankForm,
  BANK_ACCOUNT_MIN_DIGITS,
  BANK_ACCOUNT_MAX_DIGITS,
  sanitizeHolderName,
  validateHolderName,
  validateBankName,
  sanitizeAccountNumber,
  accountNumberToSend,
  holderNameToSend,
  validateAccountNumber,
  addBankSchema,
  canSubmitAddBank,
  canAddBank,
} from './validation/add-bank';
export {
  type GameTransferContext,
  GAME_TRANSFER_MAX_DECIMALS,
  validateGameTransferAmount,
  gameTransferOutOfRange,
  canPlayGame,
  playGameBlocker,
  gameTransferAmountToSend,
  transferAllPointsAmount,
} from './validation/game-transfer';
export {
  type AgencyForm,
  AGENCY_PASSWORD_MIN,
  AGENCY_PASSWORD_MAX,
  AGENCY_COUNTDOWN_SECONDS,
  AGENCY_CONTACT_HOURS,
  sanitizeAgencyPhone,
  validateAgencyPhone,
  shouldCheckAgencyPhone,
  validateAgencyPassword,
  validateAgencyConfirm,
  validateAgencyCaptcha,
  validateAgencyName,
  agencySchema,
} from './validation/agency';
export {
  type ErrorShow,
  type ErrorView,
  type Failure,
  type MoneyFinding,
  TRANSACTIONS_ROUTE,
} from './errors/types';
export {
  MONEY_ANSWER_WAIT_MS,
  MONEY_UNKNOWN_MEMORY_MS,
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
  dagaCategoryLoadError,
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
  type AppLinkTransfer,
  type UpstreamTransfer,
  type VietQrTransfer,
} from './vietqr/transfer';
export { vietQrBankCode } from './vietqr/banks';
export { BANK_APP_LOGO_ORIGIN, BANK_APPS, type BankApp } from './vietqr/bank-app-list';
export { bankAppsFor, LAST_BANK_APP_KEY, lastBankAppId } from './vietqr/bank-apps';
