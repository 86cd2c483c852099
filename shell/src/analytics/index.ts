export { AnalyticsBridge } from './use-analytics';
export { ConsentBanner } from './ConsentBanner';
