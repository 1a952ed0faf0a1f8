#!/usr/bin/env bash
# Counts the public and open declarations of each module under Sources/: a line that starts
# (after indentation) with `public` or `open`. Run from anywhere: ./Scripts/public-declarations.sh
set -euo pipefail
cd "$(dirname "$0")/../Sources"
total=0
for module in */; do
  count=$( (grep -rhE '^[[:space:]]*(public|open)[[:space:]]' "$module" --include='*.swift' || true) | wc -l)
  printf '%-22s %5d\n' "${module%/}" "$count"
  total=$((total + count))
done
printf '%-22s %5d\n' total "$total"
