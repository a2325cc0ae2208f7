-- Placeholder phones never make two people one (issue 54): « 000000000 » typed by one candidate
-- and « +000 000 000 » by another made the same `phone_key`, so the inbox counted them as one
-- person and its erasure took both. A key whose last seven digits are one digit repeated
-- (« 770000000 », « 000000000 ») or a run of digits (« 123456789 ») is no key:
-- worker/store.ts `placeholderPhone`, the same rule for new rows.
UPDATE messages SET phone_key = ''
WHERE phone_key <> ''
  AND (
    replace(substr(phone_key, 3), substr(phone_key, 3, 1), '') = ''
    OR instr('0123456789', phone_key) > 0
    OR instr('9876543210', phone_key) > 0
  );
