export { WalletProvider, useApi, type WalletProviderProps } from './provider/WalletProvider';
