-- `npm run bench -- --history`: three years of a busy contractor's history, written by the
-- database itself (generate_series), not row by row from JavaScript: 60,000 appointments
-- ending five weeks from today, one history event each, and 150,000 leads. Deterministic
-- (no random()), so two runs measure the same data. Names repeat as real ones do (40 last
-- names), so a name search finds a few percent of the rows, a phone or email search a handful.

-- 55 appointments a day (4 slots x up to 14 crews) over 1,091 days, the last 35 of them ahead.
insert into appointments (
  first_name, last_name, email, phone, address, city, zip_code, service_type, project_details,
  appointment_date, appointment_time, duration, status, seat, cancel_token_hash,
  outside_service_area, spam_reason, locale, admin_notes, created_at, updated_at
)
select
  (array['Maria','James','Ana','Robert','Li','Ada','Jose','Emily','David','Sofia','Daniel','Grace','Luis','Hannah','Omar','Chloe'])[1 + i % 16],
  (array['Whitfield','Chen','Okafor','Garcia','Smith','Nguyen','Johnson','Martinez','Brown','Lopez','Davis','Hernandez','Wilson','Anderson','Thomas','Taylor',
         'Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen',
         'King','Wright','Scott','Torres','Hill','Flores','Green','Adams'])[1 + (i / 7) % 40],
  'customer' || i || '@example.com',
  '(' || (480 + i % 3) || ') ' || lpad((200 + i / 10000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
  (100 + i % 9000) || ' ' || (array['E Main St','W Saguaro Ln','N Gilbert Rd','S Val Vista Dr','E Baseline Rd','W Ray Rd'])[1 + i % 6],
  (array['Gilbert','Mesa','Chandler','Tempe','Phoenix','Scottsdale','Queen Creek'])[1 + i % 7],
  (array['85233','85201','85224','85281','85004','85251','85142'])[1 + i % 7],
  (array['window-installation','door-installation','consultation'])[1 + i % 3],
  'Three windows on the west side.',
  day,
  (array['8:00 AM','10:00 AM','2:00 PM','4:00 PM'])[1 + i % 4],
  120,
  case
    when i % 100 = 0 then 'cancelled'
    when day >= current_date then (case when i % 3 = 0 then 'confirmed' else 'pending' end)
    when i % 37 = 0 then 'no-show'
    when i % 11 = 0 then 'cancelled'
    else 'completed'
  end,
  1 + (i % 55) / 4,
  md5('bench-token-' || i),
  i % 50 = 0,
  case when i % 100 = 0 then 'honeypot filled' end,
  case when i % 9 = 0 then 'es' else 'en' end,
  '',
  day - (1 + i % 20) * interval '1 day' + interval '15 hours',
  day - (1 + i % 20) * interval '1 day' + interval '15 hours'
from generate_series(0, 59999) as i,
  lateral (select (current_date - 1056 + i / 55)::date as day) as d;

-- One history event each: the status change that brought it where it is.
insert into appointment_events (appointment_id, actor, action, from_value, to_value, created_at)
select id, 'owner@example.com', 'status', 'pending', status, updated_at + interval '1 hour' from appointments;

-- 137 leads a day over three years; every 500th person writes seven times in an hour (over the limit).
insert into leads (first_name, last_name, email, phone, service, project_details, source, locale, status, notes, forward_status, spam_reason, created_at, updated_at)
select
  (array['Maria','James','Ana','Robert','Li','Ada','Jose','Emily','David','Sofia','Daniel','Grace','Luis','Hannah','Omar','Chloe'])[1 + i % 16],
  (array['Whitfield','Chen','Okafor','Garcia','Smith','Nguyen','Johnson','Martinez','Brown','Lopez','Davis','Hernandez','Wilson','Anderson','Thomas','Taylor',
         'Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen',
         'King','Wright','Scott','Torres','Hill','Flores','Green','Adams'])[1 + (i / 7) % 40],
  'lead' || (i / case when (i / 7) % 500 = 0 then 7 else 1 end) || '@example.net',
  '(' || (602 + i % 3) || ') ' || lpad((300 + i / 10000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
  (array['window-installation','door-installation','consultation'])[1 + i % 3],
  'Please call after 5.',
  'contact-page',
  case when i % 9 = 0 then 'es' else 'en' end,
  case when at > now() - interval '10 days' then 'new' else (array['contacted','won','lost'])[1 + i % 3] end,
  '',
  'not-configured',
  case when i % 50 = 0 then 'sent 0.4 s after the form opened' end,
  at,
  at
from generate_series(0, 149999) as i,
  lateral (select now() - interval '1095 days' + i * interval '630 seconds' as at) as t;
