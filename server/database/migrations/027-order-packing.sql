-- Issue 42: what each order line was packed as, entered at the 'Packed' milestone and editable after it: the
-- packages (how many, and what they are: "bags of 25 kg") and the net and gross weights in grams, exact integers
-- the commercial invoice's and packing list's totals add up without rounding. NULL until the goods are packed.
ALTER TABLE order_lines ADD COLUMN package_count INTEGER CHECK (package_count IS NULL OR package_count > 0);
ALTER TABLE order_lines ADD COLUMN package_kind TEXT;
ALTER TABLE order_lines ADD COLUMN net_grams INTEGER CHECK (net_grams IS NULL OR net_grams > 0);
ALTER TABLE order_lines ADD COLUMN gross_grams INTEGER CHECK (gross_grams IS NULL OR gross_grams >= net_grams);
