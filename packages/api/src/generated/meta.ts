// Generated from openapi/openapi.yaml by scripts/generate-meta.mjs. Do not edit.
export interface OperationMeta {
  bearer: boolean;
  securityCode: boolean;
  expiresSession: boolean;
  minIntervalMs: number;
}

const table: Record<string, OperationMeta> = {
  'GET /tracker': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /image-slider/list': {"bearer":false,"securityCode":true,"expiresSession":true,"minIntervalMs":0},
  'GET /player/announcements': {"bearer":false,"securityCode":true,"expiresSession":true,"minIntervalMs":0},
  'GET /marquee/list': {"bearer":false,"securityCode":true,"expiresSession":true,"minIntervalMs":0},
  'GET /website/links': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /categories': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /get_all_promotions': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /login_user': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /register_user': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /get_agent_code/{id}': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /player/password/reset': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /generate-otp': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /verify-otp': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /forgot-password': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /user': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /player/check/approval': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /public/get/payment_methods': {"bearer":false,"securityCode":true,"expiresSession":true,"minIntervalMs":0},
  'GET /public/check/deposit/{phone}': {"bearer":false,"securityCode":true,"expiresSession":true,"minIntervalMs":0},
  'POST /public/deposit': {"bearer":false,"securityCode":true,"expiresSession":false,"minIntervalMs":0},
  'GET /bank/get_payment_category_details': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /player/check/allow/deposit': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /account/deposit': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /public/withdraw': {"bearer":false,"securityCode":true,"expiresSession":false,"minIntervalMs":0},
  'GET /public/bank/user/{phone}': {"bearer":false,"securityCode":true,"expiresSession":true,"minIntervalMs":0},
  'GET /check_phone/{phone}': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /public/get/withdraw_limits': {"bearer":false,"securityCode":true,"expiresSession":true,"minIntervalMs":0},
  'GET /player/check/allow/withdraw': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /account/withdraw': {"bearer":true,"securityCode":false,"expiresSession":false,"minIntervalMs":0},
  'GET /player/active/banks': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /bankcodes/all': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /bank/add_user_bank': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'DELETE /bank/delete_user_bank/{id}': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /account/user_transaction': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /account/transaction/{id}': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /account/transaction/status/check/{id}': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /account/latest_transaction': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /player/game_categories': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /player/daga/game_categories': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /player/game_categories_items': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /player/game/{id}/balance': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":1000},
  'GET /player/get_balance_game_categories-item/{gameId}/{platformId}': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":1000},
  'POST /player/points/withdraw/game/{id}': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /player/points/withdraw/all': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /player/points/withdraw/daga': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /player/daga/deposit': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /player/game/login': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /player/daga/game': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /player/daga/balance': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":1000},
  'GET /player/notifications': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'PUT /player/notifications/mark_as_read': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'PUT /player/notifications/get_count': {"bearer":true,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'POST /register_agent': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
  'GET /agent/check_phone/{phone}': {"bearer":false,"securityCode":false,"expiresSession":true,"minIntervalMs":0},
};

const NONE: OperationMeta = { bearer: false, securityCode: false, expiresSession: true, minIntervalMs: 0 };

export function metaOf(method: string, schemaPath: string): OperationMeta {
  return table[`${method.toUpperCase()} ${schemaPath}`] ?? NONE;
}
