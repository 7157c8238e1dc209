export * from './auth';
export * from './users';
export * from './catalogue';
export * from './pharmacies';
