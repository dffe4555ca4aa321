export { fuseCountdownModule } from './module';
export { result } from './score';
export * from '@shared/fuse-countdown/rules/queries';
