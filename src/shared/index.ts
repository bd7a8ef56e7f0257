export * from './gameState';
export * from './events';
export * from './names';
export * from './ordinal';
export * from './quiz';
export * from './payloads';
export * from './socketTypes';
export * from './hostBridge';
