#!/usr/bin/env python3
"""Random command lines through util-linux `cal` and `calrender --compat cal`, compared byte for byte.

Not run by `swift test` (it needs a util-linux build). Build the oracle from Debian's source package:

    apt-get source util-linux        # needs a deb-src line; Debian 12 has 2.38.1
    cd util-linux-2.38.1 && ./configure --disable-all-programs --enable-cal --without-ncurses \\
        --without-ncursesw --without-tinfo --without-systemd --without-python --disable-nls \\
        && make cal test_cal         # test_cal reads "today" from CAL_TEST_TIME

then: scripts/cal_oracle_sweep.py --cal DIR/test_cal --calrender .build/debug/calrender [--cases N] [--seed S]

2.38.1 has no -c and colours by terminfo, so neither is swept. The differences expected are around
year 1: calrender refuses months before it, and cal counts January 0001's ISO week from its year 0.
"""
import argparse
import calendar
import datetime
import random
import subprocess

parser = argparse.ArgumentParser()
parser.add_argument("--cal", required=True)
parser.add_argument("--calrender", required=True)
parser.add_argument("--cases", type=int, default=1000)
parser.add_argument("--seed", type=int, default=1)
options = parser.parse_args()
rng = random.Random(options.seed)

names = ["january", "Feb", "MARCH", "apr", "december", "sep"]
differences = 0
for _ in range(options.cases):
    today = datetime.date(rng.randint(1971, 2037), rng.randint(1, 12), rng.randint(1, 28))
    environment = {"LC_ALL": "C", "TZ": "UTC", "PATH": "/usr/bin:/bin",
                   "CAL_TEST_TIME": str(calendar.timegm(today.timetuple()) + 43200)}
    words = [flag for flag, p in [("-j", .3), ("-v", .3), ("-m", .3), ("-s", .1), ("-S", .2), ("-w", .3)]
             if rng.random() < p]
    if rng.random() < .2:
        words.append("--week=%d" % rng.randint(1, 54))
    words += rng.choice([[], ["-1"], ["-3"], ["-y"], ["-Y"], ["-n", str(rng.randint(1, 30))]])
    if rng.random() < .15:
        words += ["--reform", rng.choice(["1752", "gregorian", "iso", "julian"])]
    year = rng.choice([rng.randint(1, 3000), 1752, 1, 9999, rng.randint(10000, 99999), today.year])
    words += rng.choice([[], [str(year)], [str(rng.randint(1, 12)), str(year)],
                         [str(rng.randint(1, 28)), str(rng.randint(1, 12)), str(year)],
                         [rng.choice(names)], [rng.choice(names), str(year)],
                         ["%04d-%02d-%02d" % (rng.randint(1970, 2100), rng.randint(1, 12), rng.randint(1, 28))]])
    cal = subprocess.run([options.cal] + words, env=environment, capture_output=True, text=True)
    ours = subprocess.run([options.calrender, "--compat", "cal", "--today", today.isoformat()] + words,
                          env=environment, capture_output=True, text=True)
    if cal.stdout != ours.stdout or (cal.returncode == 0) != (ours.returncode == 0):
        differences += 1
        print("differs: today %s, cal %s (exit %d / %d) %s" % (
            today, " ".join(words), cal.returncode, ours.returncode, ours.stderr.strip()))
print("%d command lines, %d differ" % (options.cases, differences))
