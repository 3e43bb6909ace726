// Login and register links (000 §2)

/** 000 §2 "A visitor sees 'Đăng Nhập' (to /login) and 'Đăng ký' (to /register)." */
export const LOGIN_LINK_LABEL = 'Đăng Nhập';
/** 000 §2 "A visitor sees 'Đăng Nhập' (to /login) and 'Đăng ký' (to /register)." */
export const REGISTER_LINK_LABEL = 'Đăng ký';
