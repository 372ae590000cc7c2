import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { couponIssues } from './coupons.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const orderStatusList = sql.raw(
  `'ORDER_NONPAYMENT', 'ORDER_CANCELED', 'ORDER_PAYMENT', 'ORDER_CONFIRM', 'SHIPPING_CONFIRM', 'SHIPPING_DELAYED', 'DELIVERY_COMPLETE'`,
);
const orderStatusEnum = [
  'ORDER_NONPAYMENT',
  'ORDER_CANCELED',
  'ORDER_PAYMENT',
  'ORDER_CONFIRM',
  'SHIPPING_CONFIRM',
  'SHIPPING_DELAYED',
  'DELIVERY_COMPLETE',
] as const;

/**
 * One checkout (DOMAIN.md "Orders"): who pays, who receives, how, and the amounts the server
 * computed. Orderer and receiver are copied, not referenced: an order must read the same after the
 * member edits their profile or address book (and after they leave).
 *
 * `status` is the order as a whole (payment, cancellation of the unpaid order); each purchase keeps
 * its own status too, because the console ships and claims purchases one by one.
 */
export const orders = pgTable(
  'orders',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    /** 20261123-000123: the Seoul day of the order and that day's sequence */
    orderNo: text('order_no').notNull().unique(),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    ordererName: text('orderer_name').notNull(),
    /** digits only */
    ordererPhone: text('orderer_phone').notNull(),
    ordererEmail: text('orderer_email').notNull().default(''),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    receiverEmail: text('receiver_email').notNull().default(''),
    receiverPostcode: text('receiver_postcode').notNull(),
    receiverAddress1: text('receiver_address1').notNull(),
    receiverAddress2: text('receiver_address2').notNull().default(''),
    requestMessage: text('request_message').notNull().default(''),
    paymentMethod: text('payment_method', { enum: ['CARD', 'VBANK', 'BANK_TRANSFER'] }).notNull(),
    status: text('status', { enum: orderStatusEnum }).notNull().default('ORDER_NONPAYMENT'),
    /** Σ purchase amounts, won */
    productAmount: integer('product_amount').notNull(),
    /** the parcel's base fee + per-product fees, won */
    shippingFee: integer('shipping_fee').notNull(),
    /** the remote-area surcharge of the receiver's postcode, won */
    remoteFee: integer('remote_fee').notNull().default(0),
    /** the remote area's name when a surcharge applies */
    remoteArea: text('remote_area'),
    /** the coupon's discount on the product amount, won (DOMAIN.md "Checkout discounts") */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /**
     * the member's coupon used on this order; it stays on a cancelled order after the coupon came
     * back, until that unused issue is revoked (then null, the name stays)
     */
    _couponIssue: uuid('coupon_issue_id').references((): AnyPgColumn => couponIssues._id, {
      onDelete: 'set null',
    }),
    /** the coupon's name as used (the coupon may be renamed later) */
    couponName: text('coupon_name'),
    /** 적립금 spent, won */
    pointsUsed: integer('points_used').notNull().default(0),
    /** what the shopper pays: product + shipping + remote − coupon − points, won */
    paidAmount: integer('paid_amount').notNull(),
    /** the payment provider's transaction id, once approved; unique so one payment pays one order */
    paymentTid: text('payment_tid').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** the provider's card slip (매출전표) or receipt page for the payment, when it gave one */
    paymentReceiptUrl: text('payment_receipt_url'),
    /** 무통장입금: the name the transfer is expected under */
    depositorName: text('depositor_name'),
    /** an unpaid order is cancelled by the expiry sweep after this */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t._user, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The expiry sweep reads only unpaid orders, oldest deadline first.
    index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ORDER_NONPAYMENT'`),
    // Sales statistics read paid orders by the Seoul day of their payment (modules/statistics).
    index('orders_paid_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    // The dashboard's orders placed today (modules/dashboard): without it, every order of every member.
    index('orders_created_idx').on(t.createdAt),
    check('orders_status', sql`${t.status} in (${orderStatusList})`),
    check('orders_payment_method', sql`${t.paymentMethod} in ('CARD', 'VBANK', 'BANK_TRANSFER')`),
    check(
      'orders_amounts_non_negative',
      sql`${t.productAmount} >= 0 and ${t.shippingFee} >= 0 and ${t.remoteFee} >= 0 and ${t.couponDiscount} >= 0 and ${t.pointsUsed} >= 0 and ${t.paidAmount} >= 0`,
    ),
    check(
      'orders_amounts_total',
      sql`${t.paidAmount} = ${t.productAmount} + ${t.shippingFee} + ${t.remoteFee} - ${t.couponDiscount} - ${t.pointsUsed}`,
    ),
    check(
      'orders_discounts_within_products',
      sql`${t.couponDiscount} + ${t.pointsUsed} <= ${t.productAmount}`,
    ),
    check(
      'orders_coupon_named',
      sql`(${t._couponIssue} is null or ${t.couponName} is not null) and (${t.couponDiscount} = 0 or ${t.couponName} is not null)`,
    ),
    check('orders_paid_has_time', sql`${t.paymentTid} is null or ${t.paidAt} is not null`),
  ],
);

/**
 * One product line of an order (spec §3 "Purchase list item"): product, option and quantity with
 * the name, option and price copied as they were sold, and its own order, claim, purchase and
 * collection statuses and invoice (DOMAIN.md "Orders", "Claims").
 */
export const purchases = pgTable(
  'purchases',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    /** the order number and the line's place in it: 20261123-000123-01 */
    purchaseNo: text('purchase_no').notNull().unique(),
    _order: uuid('order_id')
      .notNull()
      .references(() => orders._id),
    /** copied from the order so "my purchases" needs no join */
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    /** null once the product was deleted; the copies below still tell what was sold */
    _product: uuid('product_id').references(() => products._id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** the card image's file name at the time of sale (under the product's images, decision 0025) */
    productThumb: text('product_thumb'),
    /** the chosen value of each option group, in group order; [] without options (as carts keep it) */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    /** "색상: 화이트 / 사이즈: 800", or '' */
    optionLabel: text('option_label').notNull().default(''),
    shippingMethod: text('shipping_method', { enum: ['PARCEL', 'INSTALLATION'] })
      .notNull()
      .default('PARCEL'),
    /** won, 판매가 + 옵션 추가금액 at the time of sale */
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** unitPrice × quantity, won */
    amount: integer('amount').notNull(),
    /** this purchase's part of the order's coupon discount, won (orderDiscounts) */
    couponShare: integer('coupon_share').notNull().default(0),
    /** this purchase's part of the order's points, won; restored when it is cancelled or returned */
    pointsShare: integer('points_share').notNull().default(0),
    status: text('status', { enum: orderStatusEnum }).notNull().default('ORDER_NONPAYMENT'),
    claimStatus: text('claim_status', {
      enum: [
        'CANCEL_REQUESTED',
        'CANCEL_COMPLETED',
        'CANCEL_REJECTED',
        'EXCHANGE_REQUESTED',
        'EXCHANGE_COMPLETED',
        'EXCHANGE_REJECTED',
        'EXCHANGE_PENDING',
        'EXCHANGE_DELAYED',
        'EXCHANGE_SHIPPING',
        'RETURN_REQUESTED',
        'RETURN_COMPLETED',
        'RETURN_REJECTED',
      ],
    }),
    claimReason: text('claim_reason'),
    claimReasonDetails: text('claim_reason_details'),
    purchaseStatus: text('purchase_status', {
      enum: [
        'PURCHASE_PENDING',
        'PURCHASE_AWAITING',
        'PURCHASE_SCHEDULE',
        'PURCHASE_COMPLETE',
        'PURCHASE_CANCELED',
      ],
    })
      .notNull()
      .default('PURCHASE_PENDING'),
    collectionStatus: text('collection_status', {
      enum: ['COLLECTION_PENDING', 'COLLECTION_PROGRESS', 'COLLECTION_COMPLETE'],
    }),
    courierCode: text('courier_code'),
    invoiceNumber: text('invoice_number'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** the product's bonus rate in effect when the order was created, basis points (DOMAIN.md BONUS__GOODS) */
    bonusRateBp: integer('bonus_rate_bp').notNull().default(300),
    /** the buyer's sponsor when the purchase was completed: whose promotee purchase it counts as */
    _sponsor: uuid('sponsor_id').references((): AnyPgColumn => users._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchases_order_idx').on(t._order),
    index('purchases_completed_idx').on(t.confirmedAt).where(sql`${t.purchaseStatus} = 'PURCHASE_COMPLETE'`),
    // The auto-confirm sweep's "due for confirmation" (claims/confirmation.ts), oldest delivery first:
    // only the delivered purchases still awaiting confirmation, so the index stays small as the shop grows.
    index('purchases_confirm_due_idx')
      .on(t.deliveredAt, t._id)
      .where(
        sql`${t.status} = 'DELIVERY_COMPLETE' and ${t.purchaseStatus} in ('PURCHASE_AWAITING', 'PURCHASE_SCHEDULE')`,
      ),
    index('purchases_sponsor_idx').on(t._sponsor, t.confirmedAt),
    index('purchases_user_idx').on(t._user, t.createdAt),
    index('purchases_product_idx').on(t._product),
    index('purchases_status_idx').on(t.status, t.createdAt),
    // The dashboard's claims waiting for an operator: a handful among millions of purchases.
    index('purchases_claim_waiting_idx')
      .on(t.claimStatus)
      .where(sql`${t.claimStatus} in ('CANCEL_REQUESTED', 'EXCHANGE_REQUESTED', 'RETURN_REQUESTED')`),
    check('purchases_status', sql`${t.status} in (${orderStatusList})`),
    check(
      'purchases_amounts',
      sql`${t.unitPrice} >= 0 and ${t.quantity} > 0 and ${t.amount} = ${t.unitPrice} * ${t.quantity}`,
    ),
    check('purchases_bonus_rate', sql`${t.bonusRateBp} between 0 and 10000`),
    check(
      'purchases_discount_shares',
      sql`${t.couponShare} >= 0 and ${t.pointsShare} >= 0 and ${t.couponShare} + ${t.pointsShare} <= ${t.amount}`,
    ),
    check(
      'purchases_purchase_status',
      sql`${t.purchaseStatus} in ('PURCHASE_PENDING', 'PURCHASE_AWAITING', 'PURCHASE_SCHEDULE', 'PURCHASE_COMPLETE', 'PURCHASE_CANCELED')`,
    ),
    check(
      'purchases_claim_status',
      sql`${t.claimStatus} is null or ${t.claimStatus} in ('CANCEL_REQUESTED', 'CANCEL_COMPLETED', 'CANCEL_REJECTED', 'EXCHANGE_REQUESTED', 'EXCHANGE_COMPLETED', 'EXCHANGE_REJECTED', 'EXCHANGE_PENDING', 'EXCHANGE_DELAYED', 'EXCHANGE_SHIPPING', 'RETURN_REQUESTED', 'RETURN_COMPLETED', 'RETURN_REJECTED')`,
    ),
    check(
      'purchases_collection_status',
      sql`${t.collectionStatus} is null or ${t.collectionStatus} in ('COLLECTION_PENDING', 'COLLECTION_PROGRESS', 'COLLECTION_COMPLETE')`,
    ),
    // An invoice is a courier and a number together, or neither.
    check('purchases_invoice', sql`(${t.courierCode} is null) = (${t.invoiceNumber} is null)`),
    check('purchases_option_values', sql`jsonb_typeof(${t.optionValues}) = 'array'`),
    check('purchases_product_thumb_file_name', sql`${t.productThumb} ~ '^[^/]+$'`),
  ],
);

/**
 * What happened to an order and when (DOMAIN.md "Console": every action that moves money, stock or
 * status is recorded with who, when and why). `_by` is null for the system (expiry sweep, payment
 * provider callbacks); `byRole` tells which.
 */
export const orderHistories = pgTable(
  'order_histories',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _order: uuid('order_id')
      .notNull()
      .references(() => orders._id),
    /** null when the entry concerns the whole order */
    _purchase: uuid('purchase_id').references(() => purchases._id),
    /** what changed: ORDER_STATUS, CLAIM_STATUS, PURCHASE_STATUS, DEPOSITOR … */
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    _by: uuid('by_id').references(() => users._id),
    byRole: text('by_role', { enum: ['SHOPPER', 'OPERATOR', 'SYSTEM', 'PAYMENT'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_histories_order_idx').on(t._order, t.createdAt),
    // A purchase's claim moves since a moment: the sweep's "claim closed lately" (claims/confirmation.ts).
    index('order_histories_claim_idx').on(t._purchase, t.createdAt).where(sql`${t.field} = 'CLAIM_STATUS'`),
    check('order_histories_by_role', sql`${t.byRole} in ('SHOPPER', 'OPERATOR', 'SYSTEM', 'PAYMENT')`),
  ],
);

/**
 * Every change of stock (DOMAIN.md "Stock"): reservations when an order is placed, releases when
 * it is cancelled or expires, operators' edits. An order's reservation and release of one purchase
 * can each happen once: the partial unique key makes a second release (an expiry sweep racing a
 * shopper's cancel) insert nothing, and the stock is given back only when the row went in.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    /** the option combination's values; [] for a product stocked without options */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    /** units, negative when taken */
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['ORDER_RESERVED', 'ORDER_RELEASED', 'CONSOLE_EDIT'] }).notNull(),
    /** the purchase id for order movements; the operator's id for console edits */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t._product, t.createdAt),
    uniqueIndex('stock_movements_order_once')
      .on(t.reason, t.reference)
      .where(sql`${t.reason} in ('ORDER_RESERVED', 'ORDER_RELEASED')`),
    check('stock_movements_reason', sql`${t.reason} in ('ORDER_RESERVED', 'ORDER_RELEASED', 'CONSOLE_EDIT')`),
    check('stock_movements_nonzero', sql`${t.delta} <> 0`),
  ],
);

/** The last order number given out per Seoul day: "20261123" → 123. */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    day: text('day').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('order_numbers_day', sql`${t.day} ~ '^[0-9]{8}$'`)],
);
