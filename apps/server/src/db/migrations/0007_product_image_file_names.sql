-- Decision 0025: a product's `thumb` and `images` are the file names served at
-- /res/shop/products/{id}/{file}. Rows kept the upload's stem (its files are `{stem}-card.webp` and
-- `{stem}-detail.webp`, already in that folder, so no file moves); order lines kept the whole URL.
UPDATE "products" SET "thumb" = CASE
    WHEN "thumb" LIKE '%.webp' THEN regexp_replace("thumb", '^.*/', '')
    ELSE "thumb" || '-card.webp'
  END
  WHERE "thumb" IS NOT NULL;--> statement-breakpoint
UPDATE "products" SET "images" = (
    SELECT coalesce(jsonb_agg(CASE
        WHEN f.name LIKE '%.webp' THEN regexp_replace(f.name, '^.*/', '')
        ELSE f.name || '-detail.webp'
      END ORDER BY f.place), '[]'::jsonb)
    FROM jsonb_array_elements_text("products"."images") WITH ORDINALITY AS f(name, place)
  )
  WHERE jsonb_array_length("images") > 0;--> statement-breakpoint
UPDATE "purchases" SET "product_thumb" = regexp_replace("product_thumb", '^.*/', '')
  WHERE "product_thumb" LIKE '%/%';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_thumb_file_name" CHECK ("products"."thumb" ~ '^[^/]+$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_images_file_names" CHECK (position('/' in "products"."images"::text) = 0);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_product_thumb_file_name" CHECK ("purchases"."product_thumb" ~ '^[^/]+$');