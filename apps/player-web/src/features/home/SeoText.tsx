/** 000 §2 "An SEO text block": what the site is, for search engines and new visitors (our text). */
export function SeoText() {
  return (
    <article className="home__seo">
      <h2>Ví trò chơi trực tuyến bằng VND</h2>
      <p>
        Đăng ký nhanh bằng số điện thoại, nạp tiền qua chuyển khoản QR hoặc ví điện tử và rút tiền
        về tài khoản ngân hàng của bạn. Số dư được tính bằng VND và hiển thị theo đơn vị nghìn (K).
      </p>
      <h3>Trò chơi đa dạng</h3>
      <p>
        Nổ hũ, bắn cá, casino trực tuyến, thể thao và đá gà trong một tài khoản. Chuyển điểm giữa ví
        chính và từng trò chơi chỉ với vài thao tác.
      </p>
      <h3>Hỗ trợ 24/7</h3>
      <p>Đội ngũ Chăm sóc khách hàng luôn sẵn sàng hỗ trợ bạn qua mục Hỗ Trợ.</p>
    </article>
  );
}
