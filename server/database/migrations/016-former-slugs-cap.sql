-- A product's former addresses (domain/site-content/former-slugs.ts) were kept without end while the content's
-- schema allows 50: a draft or version past it could not be sent to the editor. Each product keeps its newest
-- 50 (the end of its list, which runs oldest first), in the draft and in every version.
CREATE TEMP TABLE over_cap AS
  SELECT 'version' AS kind, version AS id, content FROM site_versions
  UNION ALL SELECT 'draft', id, content FROM site_draft;
DELETE FROM over_cap WHERE NOT EXISTS (
  SELECT 1 FROM json_each(content, '$.products') AS p WHERE json_array_length(p.value, '$.formerSlugs') > 50);
-- json() around the subquery: its result carries no JSON subtype on every SQLite (3.54 drops it), and without
-- one json_set would store the list as a string.
UPDATE over_cap SET content = (
  SELECT json_set(over_cap.content, '$.products', json_group_array(json(
    CASE WHEN json_array_length(p.value, '$.formerSlugs') > 50
      THEN json_set(p.value, '$.formerSlugs', json((
        SELECT json_group_array(s.value ORDER BY s.key) FROM json_each(p.value, '$.formerSlugs') AS s
        WHERE s.key >= json_array_length(p.value, '$.formerSlugs') - 50)))
      ELSE p.value END) ORDER BY p.key))
  FROM json_each(over_cap.content, '$.products') AS p);
UPDATE site_versions SET content = (SELECT content FROM over_cap WHERE kind = 'version' AND id = version)
  WHERE version IN (SELECT id FROM over_cap WHERE kind = 'version');
UPDATE site_draft SET content = (SELECT content FROM over_cap WHERE kind = 'draft' AND over_cap.id = site_draft.id)
  WHERE id IN (SELECT id FROM over_cap WHERE kind = 'draft');
DROP TABLE over_cap;
