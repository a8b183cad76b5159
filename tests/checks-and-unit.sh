#!/usr/bin/env bash
# `npm test`'s first step: `npm run checks` (typecheck and lint) beside `npm run test:unit`
# (Vitest). The unit run leaves part of the two cores idle (server tests wait on sockets and
# timers), which the checks fill. Both always run and report; the step fails when either does,
# and the browser tests run only when both passed.
set -u
checks_log=$(mktemp)
npm run -s checks >"$checks_log" 2>&1 &
checks=$!
npm run test:unit
unit=$?
wait "$checks"
checks_status=$?
cat "$checks_log"
rm -f "$checks_log"
[ "$checks_status" -eq 0 ] && [ "$unit" -eq 0 ]
