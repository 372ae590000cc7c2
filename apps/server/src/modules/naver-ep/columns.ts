/**
 * Naver Shopping EP 3.0 (INTEGRATIONS.md h.3): the 전체 EP's 49 columns, in order, with the longest
 * value each takes (characters) and whether a row without it is refused. Data, not code: when the
 * partner-center guide adds a column, it is added here and every row follows.
 */
export type EpColumn = { name: string; max: number; required?: true };

export const EP_COLUMNS = [
  { name: 'id', max: 50, required: true },
  { name: 'title', max: 100, required: true },
  { name: 'price_pc', max: 10, required: true },
  { name: 'price_mobile', max: 10 },
  { name: 'normal_price', max: 10 },
  { name: 'link', max: 255, required: true },
  { name: 'mobile_link', max: 255 },
  { name: 'image_link', max: 255, required: true },
  { name: 'add_image_link', max: 2560 },
  { name: 'category_name1', max: 50, required: true },
  { name: 'category_name2', max: 50 },
  { name: 'category_name3', max: 50 },
  { name: 'category_name4', max: 50 },
  { name: 'naver_category', max: 8 },
  { name: 'naver_product_id', max: 50 },
  { name: 'condition', max: 10 },
  { name: 'import_flag', max: 1 },
  { name: 'parallel_import', max: 1 },
  { name: 'order_made', max: 1 },
  { name: 'product_flag', max: 10 },
  { name: 'adult', max: 1 },
  { name: 'goods_type', max: 10 },
  { name: 'barcode', max: 13 },
  { name: 'manufacture_define_number', max: 100 },
  { name: 'model_number', max: 60 },
  { name: 'brand', max: 60 },
  { name: 'maker', max: 60 },
  { name: 'origin', max: 30 },
  { name: 'card_event', max: 100 },
  { name: 'event_words', max: 100 },
  { name: 'coupon', max: 100 },
  { name: 'partner_coupon_download', max: 1 },
  { name: 'interest_free_event', max: 100 },
  { name: 'point', max: 50 },
  { name: 'installation_costs', max: 1 },
  { name: 'search_tag', max: 100 },
  { name: 'group_id', max: 50 },
  { name: 'vendor_id', max: 500 },
  { name: 'coordi_id', max: 500 },
  { name: 'minimum_purchase_quantity', max: 10 },
  { name: 'review_count', max: 10 },
  { name: 'shipping', max: 100, required: true },
  { name: 'delivery_grade', max: 1 },
  { name: 'delivery_detail', max: 100 },
  { name: 'attribute', max: 500 },
  { name: 'option_detail', max: 1000 },
  { name: 'seller_id', max: 50 },
  { name: 'age_group', max: 10 },
  { name: 'gender', max: 10 },
] as const satisfies readonly EpColumn[];

export type EpColumnName = (typeof EP_COLUMNS)[number]['name'];

/** The 요약 EP: the same columns, then `class` (I/U/D) and `update_time` (INTEGRATIONS.md h.4). */
export const SUMMARY_COLUMNS = [
  ...EP_COLUMNS,
  { name: 'class', max: 1, required: true },
  { name: 'update_time', max: 19, required: true },
] as const satisfies readonly EpColumn[];

export const EP_HEADER = EP_COLUMNS.map((c) => c.name).join('\t');
export const SUMMARY_HEADER = SUMMARY_COLUMNS.map((c) => c.name).join('\t');
