/** The shop chunk: catalogue, search, brands, product pages, exhibitions and showrooms (spec §2 /shop/*). */
export { BrandPage } from './pages/brand-page.tsx';
export { BrandsPage } from './pages/brands-page.tsx';
export { ExhibitionPage } from './pages/exhibition-page.tsx';
export { ExhibitionsPage } from './pages/exhibitions-page.tsx';
export { ProductPage } from './pages/product-page.tsx';
export { SearchPage } from './pages/search-page.tsx';
export { ShopPage } from './pages/shop-page.tsx';
export { ShowroomsPage } from './pages/showrooms-page.tsx';
