-- The four roles of PRODUCT.md; user_role.role_id and users.role reference them.
INSERT INTO "roles" ("id") VALUES ('customer'), ('pharmacy'), ('shipper'), ('admin') ON CONFLICT DO NOTHING;
