import type { Service } from '../http.ts';

export const restService: Service = async () => ({ status: 404, body: { message: 'not available yet' } });
