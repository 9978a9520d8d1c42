-- Hidden pods (a pod switched off, or every pod of a switched-off container) are few, and search
-- leaves their jots out on every query: found through indexes instead of reading every pod.
-- Pods of a hidden container come through pods_container_idx; switched-off pods through this.
CREATE INDEX pods_inactive_idx ON pods (id) WHERE NOT is_active;
