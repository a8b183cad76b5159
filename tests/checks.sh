#!/usr/bin/env bash
# `npm run checks`: the typecheck and the lint side by side. Each is one process on one core
# (26 s and 37 s one after the other on this 2-core machine, 2026-11-26); both always run and
# both report, and the step fails when either does.
set -u
npm run -s typecheck &
typecheck=$!
npm run -s lint
lint=$?
wait "$typecheck"
typecheck_status=$?
[ "$typecheck_status" -eq 0 ] && echo "typecheck: clean" || echo "typecheck: FAILED"
[ "$lint" -eq 0 ] && echo "lint: clean" || echo "lint: FAILED"
[ "$typecheck_status" -eq 0 ] && [ "$lint" -eq 0 ]
