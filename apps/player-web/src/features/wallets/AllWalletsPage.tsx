import AllWallets from './AllWallets';
import './AllWalletsPage.css';

/** 001 §2 "All wallets (/profile/all-wallet). Sits under the Account tab." */
export default function AllWalletsPage() {
  return (
    <main className="all-wallets-page">
      <AllWallets />
    </main>
  );
}
