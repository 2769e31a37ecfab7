// Transitional: features still on the path-based transport while their endpoints move to `call`.
export { api, onSessionExpired, type ApiResult, type RequestOptions } from '@/api/transport';
