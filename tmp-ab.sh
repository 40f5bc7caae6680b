#!/bin/bash
# Diagnostic A/B: alternate Lighthouse runs of build A (3901) and B (3900)
for round in 1 2 3 4 5 6; do for p in id/journal/28773 id; do for port in 3901 3900; do
  out=$(node tmp-lh-dump.mjs http://127.0.0.1:$port/$p ab 2>/dev/null | head -1)
  echo "$port $p $out"
done; done; done
