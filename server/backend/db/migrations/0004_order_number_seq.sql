-- Order numbers for orders the API creates (the first PREVIEW order of a new pet plan, issue 8):
-- numeric text ids from 10,000,000, above the demo data's scenario (1000001…) and generated
-- (2000000 … below 7,000,000) orders, below the test fixtures' 700,000,000 + ….
CREATE SEQUENCE IF NOT EXISTS "order_number_seq" START WITH 10000000;
