#!/usr/bin/python3
"""Measures calrender's SVG and HTML in headless Chromium, as a person would look at them.

SVG: every day label and weekday header must lie inside its cell (the unpainted rect.cell of its
group), by the browser's own getBBox with the installed fonts; titles must lie inside the picture.
HTML: in a right-to-left page, the first weekday's column must be the rightmost; a day's event marks
must not cover its secondary date.

Usage: browser_check.py FOLDER   (*.svg and *.html; prints "N checked, M problems", exit 1 on problems)
"""
import html
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

MEASURE_SVG = r"""
const problems = []; let checked = 0;
for (const holder of document.querySelectorAll('div[data-name]')) {
  const name = holder.dataset.name;
  const svg = holder.querySelector('svg');
  const view = svg.viewBox.baseVal;
  for (const group of svg.querySelectorAll('g.day, g.header')) {
    const cell = group.querySelector('rect.cell'), texts = group.querySelectorAll('text');
    if (!cell || texts.length === 0) { problems.push(name + ': a cell without rect or text'); continue; }
    const c = cell.getBBox();
    const boxes = [];
    for (const text of texts) {
      const t = text.getBBox(); checked++; boxes.push(t);
      const slack = 0.5;
      if (t.width === 0) problems.push(name + ': empty text ' + (group.dataset.date || text.textContent));
      if (t.x < c.x - slack || t.y < c.y - slack || t.x + t.width > c.x + c.width + slack || t.y + t.height > c.y + c.height + slack)
        problems.push(name + ': "' + text.textContent + '" (' + (group.dataset.date || 'header') + ') overflows its cell: text ' +
          [t.x, t.y, t.width, t.height].map(v => v.toFixed(1)) + ' cell ' + [c.x, c.y, c.width, c.height].map(v => v.toFixed(1)));
    }
    // The day and its secondary date must not overlap each other.
    for (let i = 1; i < boxes.length; i++) {
      const a = boxes[i - 1], b = boxes[i];
      if (a.y + a.height > b.y + 0.5 && b.y + b.height > a.y + 0.5 && a.x + a.width > b.x && b.x + b.width > a.x)
        problems.push(name + ': texts overlap in ' + (group.dataset.date || 'header'));
    }
  }
  for (const title of svg.querySelectorAll('text.title, text.heading')) {
    const t = title.getBBox(); checked++;
    if (t.x < view.x || t.x + t.width > view.x + view.width) problems.push(name + ': title "' + title.textContent + '" is clipped');
  }
}
document.getElementById('result').textContent = JSON.stringify({checked, problems});
"""

MEASURE_HTML = r"""
const problems = []; let checked = 0;
for (const table of document.querySelectorAll('table.month')) {
  const heads = table.querySelectorAll('thead th');
  const first = heads[0].getBoundingClientRect(), last = heads[heads.length - 1].getBoundingClientRect();
  const rtl = getComputedStyle(table).direction === 'rtl'; checked++;
  const expectRtl = ['ar', 'he', 'fa', 'ur'].includes(document.documentElement.lang.split('-')[0]);
  if (rtl !== expectRtl) problems.push(document.title + ': direction ' + (rtl ? 'rtl' : 'ltr'));
  if (rtl ? !(first.left > last.left) : !(first.left < last.left)) problems.push(document.title + ': first weekday not at the ' + (rtl ? 'right' : 'left'));
  // A day's event marks must not cover its secondary date; today's ring and the selection's disc
  // (the day number's box, and the ring's 2px shadow outside it) must cover neither.
  const overlap = (a, b) => a.bottom > b.top + 0.5 && b.bottom > a.top + 0.5 && a.right > b.left + 0.5 && b.right > a.left + 0.5;
  for (const cell of table.querySelectorAll('td')) {
    const time = cell.querySelector('time');
    if (!time) continue;
    const events = cell.querySelector('.events'), secondary = cell.querySelector('.secondary');
    const day = time.getAttribute('datetime');
    if (events && secondary) {
      checked++;
      if (overlap(events.getBoundingClientRect(), secondary.getBoundingClientRect()))
        problems.push(document.title + ': event marks cover the secondary date in ' + day);
    }
    const t = time.getBoundingClientRect();
    const ring = {top: t.top - 2, bottom: t.bottom + 2, left: t.left - 2, right: t.right + 2};
    for (const [name, mark] of [['secondary date', secondary], ['event marks', events]]) {
      if (!mark) continue;
      checked++;
      if (overlap(ring, mark.getBoundingClientRect()))
        problems.push(document.title + ': the day number\'s ring or disc covers the ' + name + ' in ' + day);
    }
  }
}
document.getElementById('result').textContent = JSON.stringify({checked, problems});
"""


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("no Chromium: apt-get install chromium (and fonts-noto-core fonts-noto-cjk)")


def dump(page: pathlib.Path) -> dict:
    out = subprocess.run(
        [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
         "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=300)
    match = re.search(r'<pre id="result">(.*?)</pre>', out.stdout, re.S)
    if not match or not match.group(1).strip():
        sys.exit(f"Chromium measured nothing in {page.name}: {out.stderr[-2000:]}")
    return json.loads(html.unescape(match.group(1)))


def main():
    folder = pathlib.Path(sys.argv[1])
    work = pathlib.Path(tempfile.mkdtemp())
    results = []
    svgs = sorted(folder.glob("*.svg"))
    if svgs:
        body = "".join(f'<div data-name="{p.stem}">{p.read_text()}</div>' for p in svgs)
        page = work / "svg.html"
        page.write_text(f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>svg</title></head><body>{body}'
                        f'<pre id="result"></pre><script>{MEASURE_SVG}</script></body></html>')
        results.append(dump(page))
    for path in sorted(folder.glob("*.html")):
        text = path.read_text().replace("</body>", f'<pre id="result"></pre><script>{MEASURE_HTML}</script></body>')
        page = work / path.name
        page.write_text(text)
        results.append(dump(page))
    problems = [p for r in results for p in r["problems"]]
    for problem in problems[:30]:
        print(problem)
    print(f"{sum(r['checked'] for r in results)} checked, {len(problems)} problems")
    sys.exit(1 if problems else 0)


main()
