export * from './tco';
export * from './subscription';
export * from './transfer';
export * from './spot';
export * from './cheapest';
