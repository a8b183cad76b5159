export * from './wire';
export * from './errors';
export * from './headers';
export * from './paths';
export * from './constants';
export * from './bootstrap';
export * from './upload';
export * from './people-wire';
