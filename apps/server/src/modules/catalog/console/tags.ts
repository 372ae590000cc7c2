export const tags = ['console: shop'];
