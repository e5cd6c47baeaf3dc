-- Decision 037: what each supplier was awarded on each tender, whichever way the tender was awarded
-- (decision 033): the whole quotation (tender_awards: its total with GST) or by line
-- (tender_line_awards: the sum of the awarded lines, each with its GST at the line's rate, half up
-- to the paisa as the domain's priceQuotation computes it). Reports and dashboards read awards
-- only through this view.
CREATE VIEW "awarded_values" AS
SELECT a.tender_id, q.supplier_id, a.quotation_id, q.total_with_gst AS value_with_gst, a.selected_at
FROM tender_awards a
JOIN quotations q ON q.id = a.quotation_id
UNION ALL
SELECT la.tender_id, la.supplier_id, la.quotation_id,
  sum(l.line_total + round(l.line_total * l.gst_rate / 100.0, 2))::numeric(16, 2) AS value_with_gst,
  max(la.selected_at) AS selected_at
FROM tender_line_awards la
JOIN quotation_lines l ON l.id = la.quotation_line_id
GROUP BY la.tender_id, la.supplier_id, la.quotation_id;
