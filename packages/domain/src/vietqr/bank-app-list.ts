/**
 * The bank apps VietQR's app-link service opens (`https://dl.vietqr.io/pay?app=<id>`), as VietQR
 * publishes them for Android (https://api.vietqr.io/v2/android-app-deeplinks: appId, appName,
 * bankName, appLogo, monthlyInstall, deeplink, autofill), in its published order.
 *
 * Where it came from: this machine cannot reach VietQR, so the list was copied on 2026-11-28 from a
 * public repository that embeds that JSON unchanged (37 apps). VietQR's iOS list
 * (https://api.vietqr.io/v2/ios-app-deeplinks) names the same app ids; its own autofill flags may
 * differ, and were not available here: one list serves both (docs/decisions.md). Refresh both
 * from VietQR before a release that touches deposits.
 *
 * `logo` is the published appLogo's path on LOGO_ORIGIN; `autofill`: whether the app fills in the
 * account, amount and content (else it only opens, and the player pastes what they copied).
 */
export interface BankApp {
  id: string;
  name: string;
  bankName: string;
  /** The app's published logo, on LOGO_ORIGIN. */
  logo: string;
  /** VietQR's count of the app's installs a month: the order of "the most used first". */
  monthlyInstalls: number;
  autofill: boolean;
}

/** Where every published logo is (the sites' img-src names it: packages/build/src/csp.ts). */
export const BANK_APP_LOGO_ORIGIN = 'https://play-lh.googleusercontent.com';

const app = (
  id: string,
  logoPath: string,
  name: string,
  bankName: string,
  monthlyInstalls: number,
  autofill: 0 | 1,
): BankApp => ({
  id,
  name,
  bankName,
  logo: `${BANK_APP_LOGO_ORIGIN}/${logoPath}`,
  monthlyInstalls,
  autofill: autofill === 1,
});

/** As published (Android list, 2026-11-28). */
export const BANK_APPS: readonly BankApp[] = [
  app(
    'ocb',
    'AUZSfk4Zv0Y1QTwbPfjZkJKwWDMW7g9koW-CaxBgkkIKuVJZYZDDL8iizRKTvq-V6-o',
    'OCB OMNI - Digital Bank',
    'Ngân hàng TMCP Phương Đông',
    80000,
    1,
  ),
  app(
    'icb',
    'F8D0AbyMmiuwsTZYLaPsu_o40XGfQHgvRnq25lVSWupgHPpH3-TQ9soMrWwDJco3siI',
    'VietinBank iPay',
    'Ngân hàng TMCP Công thương Việt Nam',
    200000,
    0,
  ),
  app(
    'mb',
    'rBEfIxFhnCIq9p6eMdw-U1RhD5psINWr0_Rbx3Wvy3HMJpRRsnG6efhug5eyPlJc7u0',
    'MB Bank',
    'Ngân hàng TMCP Quân đội',
    500000,
    0,
  ),
  app(
    'bidv',
    'SD4lUzWCqLq6nqURm8abnazm8sC0h_hkikryHyODrVpI0g3xMjeuaVs379jUCKrd0vk',
    'BIDV SmartBanking',
    'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
    200000,
    0,
  ),
  app(
    'vcb',
    'hRq2DVKkzBXQkyftxr0e2ytl0fS2hEWx3UTe3V652RfJVYWqVRGgBNhmZgqNzJ8PKHE',
    'Vietcombank',
    'Ngân hàng TMCP Ngoại Thương Việt Nam',
    300000,
    0,
  ),
  app(
    'tcb',
    'Ddr3ZQEu6Vef9JV9ITALeyBEXvYwQWZ3kKJXxrdncD9JR0xlsO--J6zo7uGARfuTBmk',
    'Techcombank Mobile',
    'Ngân hàng TMCP Kỹ thương Việt Nam',
    200000,
    0,
  ),
  app(
    'acb',
    'knIdLBzE-ngS8Fhim_0FxH56vWhXaQmuLcpMdAcoFY_790hd3t4_XQAlyEWUnYJRyWFP',
    'ACB One',
    'Ngân hàng TMCP Á Châu',
    70000,
    0,
  ),
  app(
    'vpb',
    'u9fUwltudW3eSwh0RddQsiAzTpXWRtD8TS0TCC3s--NgUej28iWoCikXCrFLd89YgxHX',
    'VPBank NEO',
    'Ngân hàng TMCP Việt Nam Thịnh Vượng',
    200000,
    0,
  ),
  app(
    'vib-2',
    '1PXaSrS8B9f4u3OBz2IroGPIYri0Bb2PBH4CGOuZqPqgyQAoBCEFeBC7ty_hDVPaM98',
    'MyVIB 2.0',
    'Ngân hàng TMCP Quốc tế Việt Nam',
    30000,
    0,
  ),
  app(
    'shb',
    'v5oiUb9OH80qpTRgcKPpXHkqmkO5MAZfxldamoCPCbdUMOruCabujukSJmXF2FK3hco',
    'SHB Mobile Banking',
    'Ngân hàng TMCP Sài Gòn - Hà Nội',
    20000,
    0,
  ),
  app(
    'lpb',
    'D2T8P3NOeROq0vaYMdBgqrhfdH7tCPB_iQafQqBhVc-NiC5m-UacTDP0qY2dM3b9OZY',
    'Liên Việt 24h',
    'Ngân hàng TMCP Bưu Điện Liên Việt',
    70000,
    0,
  ),
  app(
    'seab',
    'njk0e9EHepwCNvgqcjBWYWyrnpQOnFCVzED_4S8ePI5V1vVKJ6QlVkjiwk7rhCQV0-Y',
    'SeAMobile',
    'Ngân hàng TMCP Đông Nam Á',
    20000,
    0,
  ),
  app(
    'scb',
    'z7gOit-6cq79jN3hcU-lquDoswKkIKjMYRWCpYKQ9yefkCCJBxn7DBIz0GFOmEg2mug',
    'SCB Mobile Banking',
    'Ngân hàng TMCP Sài Gòn',
    10000,
    0,
  ),
  app(
    'vietbank',
    'lW_BzZL3I2RmWFKAM56h93do2fmNApvi2ZAO5FhV6dxBTcOM5xLrzc79fpOvLbnEU0U',
    'Vietbank Digital',
    'Ngân hàng TMCP Việt Nam Thương Tín',
    0,
    0,
  ),
  app(
    'cake',
    'RWPd1WdrkKP53RyHHRdmV35eOhxoCHmlujBUIizNf8Gy1pHN4_MVuYao4ncZwFp2Poc',
    'CAKE - Digital Banking',
    'TMCP Việt Nam Thịnh Vượng - Ngân hàng số CAKE by VPBank',
    100000,
    0,
  ),
  app(
    'hdb',
    'W9AeQiFfNrAySMdcebkiVuA4KwoYRF3QcXa1I2QzlnNDgR9Sqdwzagz8XVCmZxnW5Q',
    'HDBank',
    'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh',
    30000,
    0,
  ),
  app(
    'vba',
    'rNSXUqGnK-ljK6qUdUmy7h_sDrMOzZ1nPwAUAwshsmPaQuwNGn0Xwj-psgFrBSJOHg',
    'Agribank E-Mobile Banking',
    'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
    300000,
    0,
  ),
  app(
    'tpb',
    'DiXudMm5iNSTqI1RlC8L5lYZq7DhyQUIafQJJW1iwA4EYgLUaJIjbYx6jtdHKVy5ry8',
    'TPBank Mobile',
    'Ngân hàng TMCP Tiên Phong',
    80000,
    0,
  ),
  app(
    'timo',
    'vZpDzZUuTlE43Nf_XcjQOx9gxrBoKGzKMiPVuie3isiE3MTH5iv9PQ_OGJaod9AqS5M',
    'Timo Digital Bank',
    'Ngân hàng TMCP Bản Việt',
    70000,
    0,
  ),
  app(
    'vib',
    'RRo7NaHuZaHpyJHJFPLp3ue4rK-BDe8MI4LquEFHs_mMtVET2ofH21PJn3t0vU7F3Q',
    'MyVIB',
    'Ngân hàng TMCP Quốc tế Việt Nam',
    30000,
    0,
  ),
  app(
    'shbvn',
    '1BSuD_TyG_azvCaCH_p1WIv8NYdFC0GuS4tVMubcGRn1yXpGfOjeE-yPZ4lmzEdK-zg',
    'Shinhan Bank Vietnam SOL',
    'Ngân hàng TNHH MTV Shinhan Việt Nam',
    20000,
    0,
  ),
  app(
    'nab',
    'dsST6B9oQ167K3Mar3x-GPVlO5jrA1TTfOjO1CtzQx0gexM8tg7ZBKsFMnFvp5fgCA',
    'Nam A Bank - Open Banking',
    'Ngân hàng TMCP Nam Á',
    9000,
    0,
  ),
  app(
    'abb',
    'DPT0tkkufSaDOyToT-tA3GVKj1b6_b7fWBt27NHebdVhkqTemHJKOntP5sIKkb6zFN8',
    'AB Ditizen',
    'Ngân hàng TMCP An Bình',
    9000,
    0,
  ),
  app(
    'eib',
    'ku03AFfcKRFoAZCg-coMNJdVFQ0pcDWwRxy416NMd4OJ7TlD21Ia3MyqrdN8LgJTOw',
    'Eximbank Mobile Banking',
    'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam',
    7000,
    0,
  ),
  app(
    'coopbank',
    '3Ca0E1CbxyY9sSeEmq_rNvPIFR4cFcpx9tlucR_UkWKkJb-eJm2jLAHj3C99djB_yYY',
    'Co-opBank Mobile Banking',
    'Ngân hàng Hợp tác xã Việt Nam',
    6000,
    0,
  ),
  app(
    'pvcb',
    'vJX7EY--Lts1D3pRgCDGOtIafEuxKQjYugP58WGY9PBXiUWtkyY0-D7NGHR4BEUX7sw',
    'PV Mobile Banking',
    'Ngân hàng TMCP Đại Chúng Việt Nam',
    5000,
    0,
  ),
  app(
    'wvn',
    'K6mADuiW7PgDg77dK03AWx-TLFaAMydQ9T05laBEwqJUa5lJMx6wZAMQidcoGYgRJg',
    'Woori WON Vietnam',
    'Ngân hàng TNHH MTV Woori Việt Nam',
    0,
    0,
  ),
  app(
    'klb',
    'wxlX5rGP2XiyvRqDYqsHFDjlDiim0bukT2tv1QfxcpkQ5OvfwCp4lDyvNWD9_HR8GQ',
    'KienlongBank Plus',
    'Ngân hàng TMCP Kiên Long',
    0,
    0,
  ),
  app(
    'bvb',
    'ZdTADvcU3RICcXdz30qFskmAWe9i5wS-AR_Kk3OwtETvicsUwGR7328JEZRaiGZoV4M',
    'BAOVIET Smart',
    'Ngân hàng TMCP Bảo Việt',
    0,
    0,
  ),
  app(
    'vab',
    '9VrdSOnjmE5ocjxm85jFYEcdAWxYSyVGqkv6X1BBH7mdWiEQKO4Lo_lbk--MHH6p1Ck',
    'VietABank EzMobile',
    'Ngân hàng TMCP Việt Á',
    0,
    0,
  ),
  app(
    'tpb-pay',
    'EV49lQLAwGgHIPSVMd0btjPvbikN---UyGkbHVw6ldLYdMeS_6LKpmpnLk9xIGR244E',
    'TPBank QuickPay',
    'Ngân hàng TMCP Tiên Phong',
    0,
    0,
  ),
  app(
    'ncb',
    'oyLbSzQz6lBIuDEC2keVHGqNIAhRP4VvowENdvjTOc7877bniURrBnacwp3ov04UFw',
    'NCB iziMobile',
    'Ngân hàng TMCP Quốc Dân',
    0,
    0,
  ),
  app(
    'acb-biz',
    'oVYhKiohvZ2PnWSsfgmzMGQlCRQeJ-4Em4fNL8ooS6xyGNZwIHOruqscfU6-9Ez7sw',
    'ACB One Biz',
    'Ngân hàng TMCP Á Châu',
    0,
    0,
  ),
  app(
    'oceanbank',
    'FZ-e9Sjaoe_THpguYbw3BgG-uaUR5EmEsn5NRHRj684_8oYxJoj69P0MpqDcbn4zjB4',
    'OceanBank',
    'Ngân hàng Thương mại TNHH MTV Đại Dương',
    0,
    0,
  ),
  app(
    'pbvn',
    '7nGworLSRDx7Sz7bfTfynu-s74TDCscYd5eG4JAN5gHdSL8GoejBeB9E5RfqXkn2ASw',
    'PB engage VN',
    'Ngân hàng TNHH MTV Public Việt Nam',
    0,
    0,
  ),
  app(
    'sgicb',
    '0G5pmrhbkXb__ZJJmQ_btF2V1sk90jnEGhvXdmm9FXORuo2T__GiSNrHWI6GlzupUds',
    'SAIGONBANK Smart Banking',
    'Ngân hàng TMCP Sài Gòn Công Thương',
    0,
    0,
  ),
  app(
    'cimb',
    '9_Iv94hJnVokIouNdXH7Ctczh_ZYOyG8Hm9f5iL5GzJI6NlIBnB2oJ9bBUuyqXNu_sk',
    'OCTO by CIMB',
    'Ngân hàng TNHH MTV CIMB Việt Nam',
    0,
    0,
  ),
];
