/**
 * After-sales of flight orders (decision 015): refunds, cancellations, changes, name corrections,
 * extra bags, problem reports and airline schedule changes. Flight orders build the service over
 * their orders and register the plugin; nothing else of the module is reached from outside.
 */
export {
  createAftersalesService,
  type AftersalesDeps,
  type AftersalesPayments,
  type AftersalesService,
} from './aftersales.service.ts';
export { aftersalesPlugin, type AftersalesPluginOptions } from './aftersales.plugin.ts';
