/** The shop chunk: catalogue, search, brands and product pages (spec §2 /shop/*). */
export { BrandPage } from './pages/brand-page.tsx';
export { BrandsPage } from './pages/brands-page.tsx';
export { ProductPage } from './pages/product-page.tsx';
export { SearchPage } from './pages/search-page.tsx';
export { ShopPage } from './pages/shop-page.tsx';
