-- The incidents a component or a config item is evidence of (spec 000 section 7: GET /incidents_by_component and
-- /incidents_by_config), as Mission Control's views of the same names answer them: one row per incident and
-- resource, found through evidences -> hypotheses -> incidents. A config is also counted through the changes and the
-- analyses of it that were linked.

CREATE VIEW incidents_by_component AS
  SELECT DISTINCT ON (i.id, e.component_id)
         e.component_id, i.id, i.incident_id, i.title, i.type, i.status, i.severity, i.created_at, i.updated_at
    FROM evidences e
    JOIN hypotheses h ON h.id = e.hypothesis_id
    JOIN incidents i ON i.id = h.incident_id
   WHERE e.component_id IS NOT NULL
   ORDER BY i.id, e.component_id;

CREATE VIEW incidents_by_config AS
  SELECT DISTINCT ON (i.id, linked.config_id)
         linked.config_id, i.id, i.incident_id, i.title, i.type, i.status, i.severity, i.created_at, i.updated_at
    FROM evidences e
    CROSS JOIN LATERAL (
      SELECT coalesce(e.config_id,
                      (SELECT cc.config_id FROM config_changes cc WHERE cc.id = e.config_change_id),
                      (SELECT ca.config_id FROM config_analysis ca WHERE ca.id = e.config_analysis_id)) AS config_id
    ) linked
    JOIN hypotheses h ON h.id = e.hypothesis_id
    JOIN incidents i ON i.id = h.incident_id
   WHERE linked.config_id IS NOT NULL
   ORDER BY i.id, linked.config_id;
