#!/usr/bin/env bash
# Prints the limit of one budget from scripts/budgets.txt, the one place they are written:
#
#   scripts/budget.sh NAME        e.g. scripts/budget.sh web-package-gzip  ->  52000
#
# Exits 1 with one error line for a name the file does not have.
set -euo pipefail
file="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/budgets.txt"
[ $# -eq 1 ] || { echo "error: usage: scripts/budget.sh NAME" >&2; exit 2; }
value="$(awk -v name="$1" '$1 == name { print $2; exit }' "$file")"
[ -n "$value" ] || { echo "error: no budget named $1 in scripts/budgets.txt" >&2; exit 1; }
echo "$value"
