#!/usr/bin/env python3
"""Legal holidays from GNU gcal (Debian's `gcal` 4.1), a second oracle of calrender's holiday data.

usage: gcal_oracle.py GCAL_REGION FIRST_YEAR LAST_YEAR

GCAL_REGION is gcal's own code (`DE_BY`, `GB_EN`, `US_NY`, `FR`: see `gcal --long-help`, option
`--cc-holidays`). Prints `YYYY-MM-DD<TAB>name; name` for every day gcal's eternal holiday list marks
`+` (a legal holiday) in the region, names in English (gcal run in the C locale), sorted. gcal's
other marks (`#` a holiday in part of the region, `*` a day that is not a legal holiday everywhere,
`-` a memorial day) are not days off and are not printed. The first line is `# gcal VERSION`.
"""
import re
import subprocess
import sys

MONTHS = {m: i for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(), 1)}
# `New Year's Day (DE_BY)                   + Mon,  Jan: 1st:2024`
LINE = re.compile(r"^(?P<name>.*?)\s+\((?P<code>[A-Z_]+)\)\s+(?P<mark>[-+#*])\s+\w+,\s+(?P<month>\w{3})[: ]\s*(?P<day>\d+)\w\w[: ](?P<year>\d+)")


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    region, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    env = {"LANG": "C", "LC_ALL": "C", "PATH": "/usr/bin:/bin"}
    version = subprocess.run(["gcal", "--version"], capture_output=True, env=env, check=True).stdout
    print("# gcal " + re.search(r"\d+(\.\d+)+", version.decode("latin-1"))[0])
    days = {}
    for year in range(first, last + 1):
        result = subprocess.run(["gcal", "-q" + region, "-N", "-u", str(year)], capture_output=True, env=env)
        if result.returncode != 0:
            raise SystemExit(f"gcal -q{region}: {result.stderr.decode('latin-1').strip()}")
        for line in result.stdout.decode("latin-1").splitlines():
            match = LINE.match(line)
            if not match or match["mark"] != "+":
                continue
            date = f"{int(match['year']):04d}-{MONTHS[match['month']]:02d}-{int(match['day']):02d}"
            days.setdefault(date, []).append(match["name"])
    for date in sorted(days):
        print(date + "\t" + "; ".join(days[date]))


if __name__ == "__main__":
    main()
