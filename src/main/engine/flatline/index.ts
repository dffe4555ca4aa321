export { flatlineModule } from './module';
export * from '@shared/flatline/rules/queries';
