-- Automatic flags filed before they carried a category ranked as 'other': give them the category
-- of the rule that matched (moderation/autoFlag.ts), the most severe first, so they rank with
-- people's reports of that category.
UPDATE "reports" SET "category" = CASE
  WHEN "evidence"->'rules' ? 'minor-age' THEN 'minors'
  WHEN "evidence"->'rules' ? 'self-harm-encouragement' THEN 'threats'
  WHEN "evidence"->'rules' ? 'sexual-solicitation' THEN 'sexual'
  WHEN "evidence"->'rules' ? 'link-spam' THEN 'spam'
  ELSE 'other'
END
WHERE "reporter_id" IS NULL AND "reporter_visitor" IS NULL AND "category" = 'other'
  AND "evidence"->>'source' = 'auto-text';
--> statement-breakpoint
UPDATE "reports" SET "category" = 'sexual'
WHERE "reporter_id" IS NULL AND "reporter_visitor" IS NULL AND "category" = 'other'
  AND "evidence"->>'source' = 'auto-image';
