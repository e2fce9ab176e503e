export * from './documents';
export * from './masks';
